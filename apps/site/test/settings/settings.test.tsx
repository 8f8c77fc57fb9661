import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageAt } from '../../src/app/site-pages';
import { LanguageSwitcher } from '../../src/components/language-switcher';
import { ThemeToggle } from '../../src/components/theme-toggle';
import { loadDictionary } from '../../src/i18n/dictionaries';
import { LANGUAGE_KEY } from '../../src/settings/language';
import { SettingsProvider, useLanguage, useTheme } from '../../src/settings/settings-provider';
import { DARK_CLASS, THEME_KEY } from '../../src/settings/theme';
import { createMemoryStorage } from '../fakes/memory-storage';

/** Where the router is: the switcher navigates within the document. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.hash}`}</output>;
}

// Without a path: the error view, where the stored language decides what is shown.
const renderSettings = (stored: Record<string, string>, path?: string) => {
  const storage = createMemoryStorage(stored);
  const root = document.createElement('html');
  const page = path ? pageAt(path) : undefined;
  const view = render(
    <SettingsProvider storage={storage} root={root} pageLocale={page?.locale}>
      <MemoryRouter initialEntries={[path ?? '/nowhere']}>
        <LanguageSwitcher />
        <ThemeToggle />
        <Where />
      </MemoryRouter>
    </SettingsProvider>,
  );
  return { storage, root, view };
};

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('settings', () => {
  it('use the contract storage keys', () => {
    expect(LANGUAGE_KEY).toBe('language');
    expect(THEME_KEY).toBe('theme');
    expect(DARK_CLASS).toBe('dark');
  });

  it('default to English and light', () => {
    const { root } = renderSettings({});
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.classList.contains('dark')).toBe(false);
    // Light is the browser's own scheme: no inline value, as index.html's script leaves it (a write would restyle
    // the whole page during hydration).
    expect(root.getAttribute('style')).toBeNull();
    expect(screen.getByRole('link', { name: /^en/i }).getAttribute('aria-current')).toBe('true');
  });

  it('restore stored valid values and apply them to <html>', () => {
    const { root } = renderSettings({ language: 'cs', theme: 'dark' });
    expect(root.getAttribute('lang')).toBe('cs');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(screen.getByRole('link', { name: /^cs/i }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Přepnout na světlý vzhled' })).toBeTruthy();
  });

  it.each([
    ['de', 'blue'],
    ['EN', 'Dark'],
    ['', ''],
    ['{"x":1}', 'null'],
  ])('ignore invalid stored values (%j, %j)', (language, theme) => {
    const { root } = renderSettings({ language, theme });
    expect(root.getAttribute('lang')).toBe('en');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('save a change at once and update <html>', async () => {
    const user = userEvent.setup();
    const { storage, root } = renderSettings({});
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(storage.snapshot().theme).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('link', { name: /^cs/i }));
    expect(storage.snapshot().language).toBe('cs');
    expect(root.getAttribute('lang')).toBe('cs');
    expect(screen.getByTestId('where').textContent).toBe('/nowhere');
    await user.click(screen.getByRole('button', { name: 'Přepnout na světlý vzhled' }));
    expect(storage.snapshot().theme).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('');
  });

  it('leave <html> untouched when it already shows the stored settings (a write restyles the whole page)', async () => {
    const storage = createMemoryStorage({});
    const root = document.createElement('html');
    root.setAttribute('lang', 'en');
    const writes: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? '');
    }).observe(root, { attributeFilter: ['lang', 'style'] });
    render(
      <SettingsProvider storage={storage} root={root} pageLocale="en">
        <ThemeToggle />
      </SettingsProvider>,
    );
    // MutationObserver reports in a microtask.
    await Promise.resolve();
    expect(writes).toEqual([]);
  });

  it('show a page’s own language whatever is stored', () => {
    const { root } = renderSettings({ language: 'en' }, '/cs/book-demo');
    expect(root.getAttribute('lang')).toBe('cs');
    expect(screen.getByRole('link', { name: /^cs/i }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: /^en/i }).getAttribute('href')).toBe('/book-demo');
  });

  it('switch a page by storing the choice and going to the same page in the other language, anchor kept', async () => {
    window.location.hash = '#pricing';
    const { storage } = renderSettings({}, '/');
    const link = screen.getByRole('link', { name: /^cs/i });
    expect(link.getAttribute('href')).toBe('/cs/');
    expect(link.getAttribute('hreflang')).toBe('cs');
    await userEvent.setup().click(link);
    expect(storage.snapshot().language).toBe('cs');
    expect(screen.getByTestId('where').textContent).toBe('/cs/#pricing');
    window.location.hash = '';
  });

  it('keep working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const { result } = renderHook(() => useTheme(), {
      wrapper: ({ children }) => <SettingsProvider storage={broken}>{children}</SettingsProvider>,
    });
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
  });

  it('reject an invalid value passed to a setter', () => {
    const { result } = renderHook(() => useLanguage(), {
      wrapper: ({ children }) => (
        <SettingsProvider storage={createMemoryStorage()}>{children}</SettingsProvider>
      ),
    });
    expect(() => result.current[1]('de' as never)).toThrow(/Invalid value for setting "language"/);
  });

  it('throw a clear error outside the provider', () => {
    expect(() => renderHook(() => useLanguage())).toThrow(
      'useLanguage() must be used inside <SettingsProvider>',
    );
    expect(() => renderHook(() => useTheme())).toThrow('useTheme() must be used inside <SettingsProvider>');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/language-switcher';
import { cs } from '../../src/i18n/cs';
import { loadDictionary, loadedDictionary } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { useTexts } from '../../src/i18n/use-texts';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

// This file never loads the Czech dictionary up front: it checks what the site does while that chunk travels.
function Title() {
  const { locale, t } = useTexts();
  return <h1 data-locale={locale}>{t('hero.title')}</h1>;
}

const renderWith = (stored: Record<string, string>) =>
  render(
    <SettingsProvider storage={createMemoryStorage(stored)} root={document.createElement('html')}>
      <LanguageSwitcher />
      <Title />
    </SettingsProvider>,
  );

describe('useTexts with lazily loaded dictionaries', () => {
  it('shows English until a stored Czech dictionary has arrived, then Czech', async () => {
    expect(loadedDictionary('cs')).toBeUndefined();
    renderWith({ language: 'cs' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(en['hero.title']);
    expect(heading.dataset.locale).toBe('en');
    expect(await screen.findByText(cs['hero.title'])).toBe(heading);
    expect(heading.dataset.locale).toBe('cs');
    expect(loadedDictionary('cs')).toBe(cs);
  });

  it('switches when the visitor picks a language, and back', async () => {
    renderWith({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^cs/ }));
    expect(await screen.findByText(cs['hero.title'])).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^en/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['hero.title']);
  });
});

describe('loadDictionary', () => {
  it('has English at once and answers every caller with the same dictionary', async () => {
    expect(loadedDictionary('en')).toBe(en);
    await expect(loadDictionary('en')).resolves.toBe(en);
    const [first, second] = await act(() => Promise.all([loadDictionary('cs'), loadDictionary('cs')]));
    expect(first).toBe(cs);
    expect(second).toBe(first);
  });
});

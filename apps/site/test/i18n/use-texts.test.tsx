import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/language-switcher';
import { cs } from '../../src/i18n/cs';
import { loadDictionary, loadedDictionary, loadedTexts } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { useTexts } from '../../src/i18n/use-texts';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

// This file never loads the Czech texts up front: it checks what the error view (the only page whose language is
// the stored one) does while that chunk travels.
function Title() {
  const { locale, t } = useTexts();
  return <h1 data-locale={locale}>{t('hero.title')}</h1>;
}

const renderWith = (stored: Record<string, string>) =>
  render(
    <SettingsProvider storage={createMemoryStorage(stored)} root={document.createElement('html')}>
      <MemoryRouter initialEntries={['/nowhere']}>
        <LanguageSwitcher />
        <Title />
      </MemoryRouter>
    </SettingsProvider>,
  );

describe('useTexts with lazily loaded texts', () => {
  it('shows the language it has until the stored Czech texts have arrived, then Czech', async () => {
    expect(loadedTexts('cs')).toBeUndefined();
    renderWith({ language: 'cs' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(en['hero.title']);
    expect(heading.dataset.locale).toBe('en');
    expect(await screen.findByText(cs['hero.title'])).toBe(heading);
    expect(heading.dataset.locale).toBe('cs');
  });

  it('switches when the visitor picks a language, and back', async () => {
    renderWith({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /^cs/ }));
    expect(await screen.findByText(cs['hero.title'])).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /^en/ }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['hero.title']);
  });
});

describe('loadDictionary', () => {
  it('answers every caller with the same whole dictionary', async () => {
    expect(loadedDictionary('en')).toBe(loadedTexts('en'));
    const [first, second] = await act(() => Promise.all([loadDictionary('cs'), loadDictionary('cs')]));
    // The parts are modules of their own, so the text functions are other instances than cs.ts's.
    expect(Object.keys(first).sort()).toEqual(Object.keys(cs).sort());
    expect(first['faq.q13']).toBe(cs['faq.q13']);
    expect(second).toBe(first);
  });
});

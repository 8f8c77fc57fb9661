import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/language-switcher';
import { cs } from '../../src/i18n/cs';
import { loadedDictionary } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { useTexts } from '../../src/i18n/use-texts';
import { SettingsProvider } from '../../src/settings/settings-provider';
import { createMemoryStorage } from '../fakes/memory-storage';

// This file never loads the Czech texts up front: it checks what the error view (the only page whose language is
// the stored one) does while that chunk travels.
function Texts() {
  const { locale, t, texts } = useTexts();
  return (
    <>
      <h1 data-locale={locale}>{t('hero.title')}</h1>
      {/* A text of the sections far below the hero, and one that is a function: the whole dictionary is there. */}
      <p data-testid="far">
        {t('contact.title')} / {texts['onboarding.step'](1)}
      </p>
    </>
  );
}

const renderWith = (stored: Record<string, string>) =>
  render(
    <SettingsProvider storage={createMemoryStorage(stored)} root={document.createElement('html')}>
      <MemoryRouter initialEntries={['/nowhere']}>
        <LanguageSwitcher />
        <Texts />
      </MemoryRouter>
    </SettingsProvider>,
  );

describe('useTexts with lazily loaded dictionaries', () => {
  it('shows the language it has until the stored Czech texts have arrived, then all of them in Czech', async () => {
    expect(loadedDictionary('cs')).toBeUndefined();
    renderWith({ language: 'cs' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(en['hero.title']);
    expect(heading.dataset.locale).toBe('en');
    expect(await screen.findByText(cs['hero.title'])).toBe(heading);
    expect(heading.dataset.locale).toBe('cs');
    expect(screen.getByTestId('far').textContent).toBe(
      `${cs['contact.title']} / ${cs['onboarding.step'](1)}`,
    );
  });

  it('switches every text when the visitor picks a language, and back', async () => {
    renderWith({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /^cs/ }));
    expect(await screen.findByText(cs['hero.title'])).toBeTruthy();
    expect(screen.getByTestId('far').textContent).toContain(cs['contact.title']);
    await act(() => user.click(screen.getByRole('link', { name: /^en/ })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['hero.title']);
    expect(screen.getByTestId('far').textContent).toContain(en['contact.title']);
  });
});

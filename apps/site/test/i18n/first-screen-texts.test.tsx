import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SITE } from '../../src/app/site-declaration';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';

// What a page shows before the rest of its texts arrive must come from its declared first texts alone (and its
// head's, read back from the HTML): anything else would be hydrated as a raw key. A fresh module graph here, so only
// those texts are loaded.
const KEYS = Object.keys(en);

describe.each(['en', 'cs'] as const)('the first screen in %s', (locale) => {
  it.each(['/', '/book-demo', '/nowhere'])('of %s needs only its declared first texts', async (path) => {
    vi.resetModules();
    const { loadedDictionary, provideSomeTexts } = await import('../../src/i18n/dictionaries');
    const { embeddableTexts } = await import('../../src/i18n/embedded-texts');
    const view =
      path === '/' ? SITE.pages.home : path === '/book-demo' ? SITE.pages['book-demo'] : SITE.errorView;
    const dictionary = locale === 'cs' ? cs : en;
    const { texts, complete } = embeddableTexts(dictionary, view.firstTexts);
    expect(complete).toBe(true);
    provideSomeTexts(locale, texts);
    expect(loadedDictionary(locale)).toBeUndefined();
    const { SettingsProvider } = await import('../../src/settings/settings-provider');
    const { Header } = await import('../../src/components/header');
    const { HeroSection } = await import('../../src/sections/hero/hero-section');
    const { Footer } = await import('../../src/components/footer');
    const { MobileCallBar } = await import('../../src/components/mobile-call-bar');
    const { PartialPageNotice } = await import('../../src/components/partial-page-notice');
    const { BookDemoPage } = await import('../../src/pages/book-demo-page');
    const { ErrorPage } = await import('../../src/pages/error-page');
    const ui =
      path === '/' ? (
        <>
          <Header />
          <HeroSection />
          <PartialPageNotice />
          <Footer year={2026} />
          <MobileCallBar />
        </>
      ) : path === '/book-demo' ? (
        <BookDemoPage load={() => new Promise(() => {})} />
      ) : (
        <ErrorPage />
      );
    const prefix = locale === 'cs' && path !== '/nowhere' ? '/cs' : '';
    const { container } = render(
      <SettingsProvider pageLocale={locale}>
        <MemoryRouter initialEntries={[`${prefix}${path}`]}>{ui}</MemoryRouter>
      </SettingsProvider>,
    );
    const shown = `${container.textContent} ${[...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).join(' ')}`;
    expect(KEYS.filter((key) => shown.includes(key))).toEqual([]);
    expect(shown).toContain(dictionary['brand.name']);
  });
});

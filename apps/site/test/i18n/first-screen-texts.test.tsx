import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';

// What a page shows before the rest of its texts arrive must come from the first part alone: anything else would be
// hydrated as a raw key. A fresh module graph here, so only the first parts are loaded (split as in the build).
const KEYS = Object.keys(en);

describe.each(['en', 'cs'] as const)('the first screen in %s', (locale) => {
  it.each(['/', '/book-demo', '/nowhere'])('of %s needs only the first part of the texts', async (path) => {
    vi.resetModules();
    const { loadTexts, loadedDictionary, provideTextPart } = await import('../../src/i18n/dictionaries');
    if (path === '/') {
      // The home pages' HTML carries the first part less the booking page's texts (entry-server.tsx).
      const { FIRST_TEXTS_LEFT_OUT } = await import('../../src/app/site-pages');
      const { firstTextsOf } = await import('../../src/i18n/embedded-texts');
      provideTextPart(locale, 'first', firstTextsOf(locale === 'cs' ? cs : en, FIRST_TEXTS_LEFT_OUT.home));
    } else {
      await loadTexts(locale, 'first');
    }
    expect(loadedDictionary(locale)).toBeUndefined();
    const { SettingsProvider } = await import('../../src/settings/settings-provider');
    const { CurrentPageProvider } = await import('../../src/app/current-page');
    const { pageAt } = await import('../../src/app/site-pages');
    const { Header } = await import('../../src/components/header');
    const { HeroSection } = await import('../../src/sections/hero/hero-section');
    const { Footer } = await import('../../src/components/footer');
    const { MobileCallBar } = await import('../../src/components/mobile-call-bar');
    const { PartialPageNotice } = await import('../../src/components/partial-page-notice');
    const { BookDemoPage } = await import('../../src/pages/book-demo-page');
    const { ErrorPage } = await import('../../src/pages/error-page');
    const page = pageAt(path === '/' ? (locale === 'cs' ? '/cs/' : '/') : path);
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
    const { container } = render(
      <SettingsProvider pageLocale={locale}>
        <CurrentPageProvider value={page}>{ui}</CurrentPageProvider>
      </SettingsProvider>,
    );
    const shown = `${container.textContent} ${[...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).join(' ')}`;
    expect(KEYS.filter((key) => shown.includes(key))).toEqual([]);
    expect(shown).toContain(locale === 'cs' ? cs['brand.name'] : en['brand.name']);
  });
});

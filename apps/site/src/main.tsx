import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/routes';
import { errorPageLocale, pageAt, samePath, storedLanguageRedirect } from './app/site-pages';
import { loadTexts, provideTextPart } from './i18n/dictionaries';
import { readEmbeddedTexts } from './i18n/embedded-texts';
import { readStoredLanguage } from './settings/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { pathname } = window.location;
const page = pageAt(pathname);
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
})();
const stored = readStoredLanguage(storage);
const locale = page?.locale ?? errorPageLocale(pathname, stored);
// index.html's inline script has already sent a visitor with a stored "cs" from "/" to "/cs/" (and hidden this
// page meanwhile): nothing of this page is to run.
const leaving = storedLanguageRedirect(window.location, stored) !== undefined;

if (!leaving) {
  // The page's code is in this chunk and its first texts in the prerendered HTML: it hydrates at once. The rest of
  // the texts are asked for by the sections after the hero, together with their code.
  const embedded = readEmbeddedTexts(document, locale);
  if (embedded) {
    provideTextPart(locale, 'first', embedded);
    start(container);
  } else {
    // Without its first texts the page would hydrate with keys for words; if they cannot be fetched either, the
    // prerendered HTML stays as it is (readable, links working) and loadTexts has logged the failure.
    loadTexts(locale, 'first').then(
      () => start(container),
      () => {},
    );
  }
}

function start(container: HTMLElement) {
  const app = (
    <AppProviders pathname={pathname}>
      <AppRoutes pathname={pathname} />
    </AppProviders>
  );

  // Hydrate only HTML prerendered for this very path; a host that falls back to another page's HTML
  // (404.html for an unknown path) gets a fresh render instead of a mismatch.
  const prerenderedPath = container.dataset.prerendered;
  if (prerenderedPath && samePath(prerenderedPath, pathname)) {
    // As a transition, hydration is split into small slices that yield to the browser, instead of one long
    // task over the whole page (the prerendered HTML is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

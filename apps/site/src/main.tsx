import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRoutes, PAGE_LOADERS } from './app/routes';
import { errorPageLocale, pageAt, samePath, storedLanguageRedirect } from './app/site-pages';
import { loadTexts } from './i18n/dictionaries';
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

// The page's code and first texts are chunks the prerendered HTML preloads (scripts/prerender.mjs), so this waits
// for downloads already under way, not new ones. The rest of the texts are asked for by the sections after the
// hero, together with their code: asked for here, they would go out before the first paint and count, for
// Lighthouse, as part of what the first paint waited for.
// Not awaited at the top level: the page chunks import this entry's shared code, so a top-level await of them here
// would wait for itself.
if (!leaving) start(container).catch((error: unknown) => console.error(error));

async function start(container: HTMLElement) {
  const firstTexts = loadTexts(locale, 'first');
  // Without its code and texts the page would hydrate with keys for words; if one cannot be fetched, the
  // prerendered HTML stays as it is (readable, links working) and the failure is in the console.
  const [Page] = await Promise.all([page ? PAGE_LOADERS[page.id]() : undefined, firstTexts]);

  const app = (
    <AppProviders pathname={pathname}>
      <AppRoutes pathname={pathname} Page={Page} />
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

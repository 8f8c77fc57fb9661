import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './app/routes';
import { errorPageLocale, normalPath, pageAt, storedLanguageRedirect } from './app/site-pages';
import { loadDictionary } from './i18n/dictionaries';
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
  // The page is readable from its prerendered HTML meanwhile; it hydrates once its language's texts are here. If
  // they cannot come, it stays as it is (links working) and loadDictionary has logged the failure.
  loadDictionary(locale).then(
    // In a task of its own: evaluating this chunk is a long task already, and starting hydration (React's event
    // listeners, the first render) in the same one would make it longer still.
    () => setTimeout(() => start(container)),
    () => {},
  );
}

function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </StrictMode>
  );

  // Hydrate only HTML prerendered for this very path; a host that falls back to another page's HTML
  // (404.html for an unknown path) gets a fresh render instead of a mismatch.
  const prerenderedPath = container.dataset.prerendered;
  if (prerenderedPath && normalPath(prerenderedPath) === normalPath(pathname)) {
    // As a transition, hydration is split into small slices that yield to the browser, instead of one long
    // task over the whole page (the prerendered HTML is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    // The head this document came with is another view's (404.html's, in its language): the app renders its own.
    // React takes over a <title> as it is, but would add its description and links beside the old ones.
    for (const tag of document.head.querySelectorAll(
      'meta[name="description"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"]',
    ))
      tag.remove();
    createRoot(container).render(app);
  }
}

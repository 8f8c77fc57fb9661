import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { answerEarlyPresses } from '../hooks/use-early-press';
import { loadDictionary } from '../i18n/dictionaries';
import { readStoredLanguage } from '../settings/language';
import { browserStorage } from '../settings/setting-store';
import type { EarlyPresses } from './early-presses';
import { revealPage } from './reveal-page';
import { SiteRoutes } from './routes';
import { errorPageLocale, normalPath, pageAt, storedLanguageRedirect } from './site-pages';

/**
 * Makes the page interactive once its language's texts are here: hydrates the router on HTML prerendered for this
 * very path, or renders afresh where the host answered with another page's HTML (404.html for an unknown path). If
 * the texts cannot come, the page stays as it is (links working) and loadDictionary has logged the failure. The
 * buttons pressed before then (`earlyPresses`) act on those presses as they hydrate.
 */
export function startApp(container: HTMLElement, earlyPresses?: EarlyPresses): void {
  const { pathname } = window.location;
  const stored = readStoredLanguage(browserStorage());
  // index.html's inline script has already sent a visitor with a stored "cs" from "/" to "/cs/" (and hidden this
  // page meanwhile): nothing of this page is to run.
  if (storedLanguageRedirect(window.location, stored) !== undefined) return;
  const locale = pageAt(pathname)?.locale ?? errorPageLocale(pathname, stored);
  loadDictionary(locale).then(
    // In a task of its own: evaluating the app's chunk is a long task already, and starting hydration (React's
    // event listeners, the first render) in the same one would make it longer still.
    () =>
      setTimeout(() => {
        if (earlyPresses) answerEarlyPresses(earlyPresses);
        render(container, pathname);
      }),
    // Logged where it failed; the page stays as prerendered, and is shown.
    revealPage,
  );
}

function render(container: HTMLElement, pathname: string) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </StrictMode>
  );

  const prerenderedPath = container.dataset.prerendered;
  if (prerenderedPath && normalPath(prerenderedPath) === normalPath(pathname)) {
    // As a transition, hydration is split into small slices that yield to the browser, instead of one long
    // task over the whole page (the prerendered HTML is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  // The head this document came with is another view's (404.html's, in its language): the app renders its own.
  // React takes over a <title> as it is, but would add its description and links beside the old ones.
  for (const tag of document.head.querySelectorAll(
    'meta[name="description"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"]',
  ))
    tag.remove();
  createRoot(container).render(app);
}

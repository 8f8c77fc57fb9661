import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes, samePath } from './app/routes';
import { loadDictionary } from './i18n/dictionaries';
import { isLocale } from './i18n/locales';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// index.html's inline script has already put a valid stored language on <html lang>: fetch its texts now, in
// parallel with hydration, rather than once hydration asks for them (a failure is logged by loadDictionary and
// tried again when the page asks).
const storedLanguage = document.documentElement.lang;
if (isLocale(storedLanguage)) loadDictionary(storedLanguage).catch(() => {});

// Declarative routing (not the data router): the site has no loaders or actions, and this keeps about
// 15 KB gzipped of router code out of the initial download.
const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// Hydrate only HTML prerendered for this very path; a host that falls back to another page's HTML
// (index.html for an unknown path) gets a fresh render instead of a mismatch.
const prerenderedPath = container.dataset.prerendered;
if (prerenderedPath && samePath(prerenderedPath, window.location.pathname)) {
  // As a transition, hydration is split into small slices that yield to the browser, instead of one long
  // task over the whole page (the prerendered HTML is already visible and readable meanwhile).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

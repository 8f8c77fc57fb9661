import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { routes, samePath } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

// Hydrate only HTML prerendered for this very path; a host that falls back to another page's HTML
// (index.html for an unknown path) gets a fresh render instead of a mismatch.
const prerenderedPath = container.dataset.prerendered;
if (prerenderedPath && samePath(prerenderedPath, window.location.pathname)) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

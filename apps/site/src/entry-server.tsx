import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { PRERENDERED_PAGES, routes } from './app/routes';
import { translate } from './i18n/dictionaries';
import { en } from './i18n/en';

export { PRERENDERED_PAGES };

/** Renders one path to static HTML (English, light: the defaults hydration starts from). */
export async function render(path: string): Promise<{ html: string; title: string; description: string }> {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No prerendered page for ${path}`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Route ${path} answered a redirect or response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `hydrate={false}`: no inline hydration-data script (the CSP allows only the hashed theme script);
  // the routes have no loaders, so the browser router needs no data to hydrate.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, title: translate(en, page.title), description: translate(en, page.description) };
}

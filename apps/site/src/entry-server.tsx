import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes, PRERENDERED_PAGES } from './app/routes';
import { translate } from './i18n/dictionaries';
import { en } from './i18n/en';

export { PRERENDERED_PAGES };

/** Renders one path to static HTML (English, light: the defaults hydration starts from). */
export async function render(path: string): Promise<{ html: string; title: string; description: string }> {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No prerendered page for ${path}`);
  // `prerenderToNodeStream` waits for every lazy part, so the HTML holds the whole page. Without a chunk size
  // limit, React writes each Suspense boundary in place; above its default (12.5 KB) it would move a large
  // boundary's HTML to the end of the page and put it back with an inline script, which the CSP blocks.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, title: translate(en, page.title), description: translate(en, page.description) };
}

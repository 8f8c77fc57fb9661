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
  // `prerenderToNodeStream` waits for every lazy part, so the HTML holds the whole page.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, title: translate(en, page.title), description: translate(en, page.description) };
}

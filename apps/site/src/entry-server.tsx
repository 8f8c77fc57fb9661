import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from './app/app-providers';
import { pageDocument, type RenderedPage } from './app/page-document';
import { AppRoutes } from './app/routes';
import {
  FIRST_TEXTS_LEFT_OUT,
  headLinks,
  openGraphTags,
  pageAt,
  robotsTxt,
  SITE_PAGES,
  type SitePage,
  sitemapXml,
} from './app/site-pages';
import { cs } from './i18n/cs';
import { provideTexts, translate } from './i18n/dictionaries';
import { embeddedTextsElement } from './i18n/embedded-texts';
import { en } from './i18n/en';
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from './i18n/locales';

/** Where the site is published (absolute URLs of canonical links, alternates and the sitemap): `VITE_SITE_URL`. */
export const SITE_URL = __SITE_URL__;

export { pageDocument, type RenderedPage };

type PrerenderedPage = { path: string; file: string; locale: Locale; page: SitePage | undefined };

/** Paths written as static HTML by the build (scripts/prerender.mjs), with their output file. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  ...SITE_PAGES.map((page) => ({ path: page.path, file: page.file, locale: page.locale, page })),
  // What a static host answers for a path that is no page.
  { path: '/404', file: '404.html', locale: DEFAULT_LOCALE, page: undefined },
];

provideTexts('en', en);
provideTexts('cs', cs);
const DICTIONARIES = { en, cs };

/** Renders one path to static HTML in its language (light: the default hydration starts from). */
export async function render(path: string): Promise<RenderedPage> {
  const entry = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No prerendered page for ${path}`);
  // `prerenderToNodeStream` waits for every lazy part, so the HTML holds the whole page. Without a chunk size
  // limit, React writes each Suspense boundary in place; above its default (12.5 KB) it would move a large
  // boundary's HTML to the end of the page and put it back with an inline script, which the CSP blocks.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders pathname={path}>
      <AppRoutes pathname={path} />
    </AppProviders>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const texts = DICTIONARIES[entry.locale];
  const { page } = entry;
  const title = translate(texts, page ? page.title : 'error.title');
  const description = translate(texts, page ? page.description : 'error.text');
  const siteName = translate(texts, 'brand.name');
  return {
    html,
    lang: HTML_LANG[entry.locale],
    title,
    description,
    headLinks: page
      ? `${headLinks(page, SITE_URL)}\n    ${openGraphTags(page, { siteName, title, description }, SITE_URL)}`
      : '',
    texts: embeddedTextsElement(entry.locale, texts, page ? FIRST_TEXTS_LEFT_OUT[page.id] : []),
  };
}

/**
 * A whole HTML document for a URL path, from index.html as the server has transformed it, with the status a static
 * host answers: the page at that path (with or without its trailing slash), else the error page with 404. The dev
 * server answers with it (vite-plugins/dev-pages-plugin.ts), so it serves what the build prerenders.
 */
export async function renderDocument(
  template: string,
  pathname: string,
): Promise<{ status: number; html: string }> {
  const page = pageAt(pathname);
  const path = page ? page.path : '/404';
  return { status: page ? 200 : 404, html: pageDocument(template, path, await render(path)) };
}

/** sitemap.xml and robots.txt for SITE_URL. */
export function crawlerFiles(): { sitemap: string; robots: string } {
  return { sitemap: sitemapXml(SITE_URL), robots: robotsTxt(SITE_URL) };
}

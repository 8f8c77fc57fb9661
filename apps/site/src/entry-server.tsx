import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { headersFile, inlineScriptsOf, type SitePolicies, sitePolicies } from '../vite-plugins/csp-plugin';
import { pageDocument, type RenderedPage, splitHead } from './app/page-document';
import { SiteRoutes } from './app/routes';
import { robotsTxt, siteDocuments, sitemapXml } from './app/site-files';
import { pageAt, SITE_MAP } from './app/site-pages';
import { env } from './config/env';
import { loadAllDictionaries } from './i18n/dictionaries';
import { DEFAULT_LOCALE, HTML_LANG } from './i18n/locales';

/** Where the site is published (absolute URLs of canonical links, alternates and the sitemap): `VITE_SITE_URL`. */
export const SITE_URL = __SITE_URL__;

export { pageDocument, type RenderedPage };

/** The documents the build writes (scripts/prerender.mjs): each page's folder, and 404.html. */
export const PRERENDERED_PAGES = siteDocuments(SITE_MAP);

/** Renders one path to static HTML in its language (light: the default hydration starts from). */
export async function render(path: string): Promise<RenderedPage> {
  await loadAllDictionaries();
  // `prerenderToNodeStream` waits for every lazy part, so the HTML holds the whole page. Without a chunk size
  // limit, React writes each Suspense boundary in place; above its default (12.5 KB) it would move a large
  // boundary's HTML to the end of the page and put it back with an inline script, which the CSP blocks. The
  // routes are the browser's, in a router that only knows this path.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <SiteRoutes />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let rendered = '';
  for await (const chunk of prelude) rendered += chunk.toString();
  const page = pageAt(path);
  const locale = page?.locale ?? DEFAULT_LOCALE;
  const { head, body } = splitHead(rendered);
  return {
    html: body,
    head,
    lang: HTML_LANG[locale],
    locale,
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

/**
 * Each document's Content-Security-Policy for index.html as the client build wrote it (its inline scripts allowed by
 * hash), and the `_headers` file a static host applies with the same policies.
 */
export function documentPolicies(template: string): { policies: SitePolicies; headers: string } {
  const policies = sitePolicies(SITE_MAP, {
    inlineScripts: inlineScriptsOf(template),
    platformBaseUrl: env.platformBaseUrl,
    contactEndpoint: env.contactEndpoint,
    liveCalls: __DEMO_MODE__ === 'real',
    schedulingUrl: env.schedulingUrl,
  });
  return { policies, headers: headersFile(SITE_MAP, policies) };
}

/** sitemap.xml and robots.txt for SITE_URL. */
export function crawlerFiles(): { sitemap: string; robots: string } {
  return { sitemap: sitemapXml(SITE_MAP, SITE_URL), robots: robotsTxt(SITE_URL) };
}

import { absoluteUrl, type SiteMap, type SitePage } from './site-pages.ts';

// What the build writes from the site's map besides the pages' own markup. Kept out of site-pages.ts, which the
// browser loads: a visitor's first page has no use for the sitemap's text.

/** A document the build writes: every page, and the error view a static host answers unknown paths with. */
export type SiteDocument<L extends string, P extends string> = {
  path: string;
  file: string;
  page: SitePage<L, P> | undefined;
};

/** The documents the build prerenders. */
export function siteDocuments<L extends string, P extends string>(
  siteMap: SiteMap<L, P>,
): ReadonlyArray<SiteDocument<L, P>> {
  return [
    ...siteMap.pages.map((page) => ({ path: page.path, file: page.file, page })),
    { path: '/404', file: '404.html', page: undefined },
  ];
}

/** sitemap.xml: every page, with its language alternates. */
export function sitemapXml<L extends string, P extends string>(
  siteMap: SiteMap<L, P>,
  siteUrl: string,
): string {
  const entries = siteMap.pages.map((page) =>
    [
      '  <url>',
      `    <loc>${absoluteUrl(siteUrl, page.path)}</loc>`,
      ...siteMap
        .alternates(page.id, siteUrl)
        .map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; it names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

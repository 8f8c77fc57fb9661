import type { TextKey } from '../i18n/dictionaries';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../i18n/locales';
import { escapeHtml } from './escape-html';

/** The site's pages, each served in every language. */
export type PageId = 'home' | 'book-demo';

/** One prerendered page: a page in one language, at its own URL. */
export type SitePage = {
  id: PageId;
  locale: Locale;
  path: string;
  /** The file the build writes it to, inside dist/. */
  file: string;
  title: TextKey;
  description: TextKey;
};

const PAGE_META: Record<PageId, { title: TextKey; description: TextKey }> = {
  home: { title: 'meta.title', description: 'meta.description' },
  'book-demo': { title: 'meta.bookTitle', description: 'meta.bookDescription' },
};

/**
 * First texts a page's HTML leaves out because the page never shows them once it runs: the titles and descriptions
 * (already in its head) and, on the home pages, the booking page's. It keeps the Czech home page's HTML within the
 * first round trip of a new connection (14.6 KB, ten TCP packets), which it had just outgrown: Lighthouse's
 * simulated FCP grew by one round trip over it (0.76 -> 0.93 s). `pnpm --filter site size` checks the line.
 */
export const FIRST_TEXTS_LEFT_OUT: Readonly<Record<PageId, readonly string[]>> = {
  home: ['meta.', 'book.'],
  'book-demo': ['meta.'],
};

/** Where each language lives: English at the root (the default and `x-default`), Czech under /cs/. */
const LOCALE_ROOT: Record<Locale, string> = { en: '/', cs: '/cs/' };

/** The URL path of a page in a language: "/", "/book-demo", "/cs/", "/cs/book-demo". */
export function pagePath(id: PageId, locale: Locale): string {
  return id === 'home' ? LOCALE_ROOT[locale] : `${LOCALE_ROOT[locale]}${id}`;
}

/** Every page in every language: what the build prerenders and the sitemap lists. */
export const SITE_PAGES: readonly SitePage[] = LOCALES.flatMap((locale) =>
  (['home', 'book-demo'] as const).map((id) => {
    const path = pagePath(id, locale);
    return {
      id,
      locale,
      path,
      file: `${path.slice(1)}${path.endsWith('/') ? '' : '/'}index.html`,
      ...PAGE_META[id],
    };
  }),
);

/**
 * Compares paths the way a static host does: "/book-demo/" is "/book-demo", "/cs" is "/cs/", and a folder's
 * "index.html" is the folder ("/cs/index.html" is "/cs/"), since the host serves that page's file for it.
 */
export function normalPath(path: string): string {
  const trimmed = path.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Compares two paths the way a static host does. */
export function samePath(a: string, b: string): boolean {
  return normalPath(a) === normalPath(b);
}

/** The page a URL path shows, or undefined for a path that is no page (the error view). */
export function pageAt(pathname: string): SitePage | undefined {
  return SITE_PAGES.find((page) => samePath(page.path, pathname));
}

/** The language a path belongs to by its URL alone: "/cs/…" is Czech, a page at the root is English. */
export function localeOfPath(pathname: string): Locale | undefined {
  const page = pageAt(pathname);
  if (page) return page.locale;
  const first = pathname.split('/')[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : undefined;
}

/**
 * The language the error view of an unknown path speaks: the path's own ("/cs/…"), else the stored choice, else
 * the default.
 */
export function errorPageLocale(pathname: string, stored: string | null): Locale {
  return localeOfPath(pathname) ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
}

/**
 * Where a visitor with a stored language is sent on load, or undefined to stay. Only the default language's pages
 * move (a stored "cs" turns "/" into "/cs/"); a "/cs/…" URL always stays Czech, whatever is stored. The query and
 * the anchor come along. index.html's inline script does the same before the first paint (see its source).
 */
export function storedLanguageRedirect(
  url: { pathname: string; search?: string; hash?: string },
  stored: string | null,
): string | undefined {
  const page = pageAt(url.pathname);
  if (!page || page.locale !== DEFAULT_LOCALE || !isLocale(stored) || stored === page.locale)
    return undefined;
  return `${pagePath(page.id, stored)}${url.search ?? ''}${url.hash ?? ''}`;
}

/** The same page in another language, keeping the anchor; undefined when the path is no page. */
export function switchLanguagePath(pathname: string, locale: Locale, hash = ''): string | undefined {
  const page = pageAt(pathname);
  return page ? `${pagePath(page.id, locale)}${hash}` : undefined;
}

/** A path of the site as an absolute URL where the site is published. */
function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** The `<link>` tags of a page's head: its canonical URL and one alternate per language plus `x-default`. */
export function headLinks(page: SitePage, siteUrl: string): string {
  const alternates = LOCALES.map(
    (locale) =>
      `<link rel="alternate" hreflang="${locale}" href="${absoluteUrl(siteUrl, pagePath(page.id, locale))}" />`,
  );
  alternates.push(
    `<link rel="alternate" hreflang="x-default" href="${absoluteUrl(siteUrl, pagePath(page.id, DEFAULT_LOCALE))}" />`,
  );
  return [`<link rel="canonical" href="${absoluteUrl(siteUrl, page.path)}" />`, ...alternates].join('\n    ');
}

/** Open Graph `og:locale` of each language (a territory is required there). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', cs: 'cs_CZ' };

/**
 * The Open Graph `<meta>` tags of a page: what a link shared in a chat or a social network shows (its title,
 * description and canonical URL, in the page's language, naming the other language as an alternate).
 */
export function openGraphTags(
  page: SitePage,
  texts: { siteName: string; title: string; description: string },
  siteUrl: string,
): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    meta('og:type', 'website'),
    meta('og:site_name', texts.siteName),
    meta('og:title', texts.title),
    meta('og:description', texts.description),
    meta('og:url', absoluteUrl(siteUrl, page.path)),
    meta('og:locale', OG_LOCALE[page.locale]),
    ...LOCALES.filter((locale) => locale !== page.locale).map((locale) =>
      meta('og:locale:alternate', OG_LOCALE[locale]),
    ),
  ].join('\n    ');
}

/** sitemap.xml: every page, with its language alternates. */
export function sitemapXml(siteUrl: string): string {
  const entries = SITE_PAGES.map((page) => {
    const alternates = [...LOCALES, 'x-default' as const].map((hreflang) => {
      const locale = hreflang === 'x-default' ? DEFAULT_LOCALE : hreflang;
      return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(siteUrl, pagePath(page.id, locale))}"/>`;
    });
    return ['  <url>', `    <loc>${absoluteUrl(siteUrl, page.path)}</loc>`, ...alternates, '  </url>'].join(
      '\n',
    );
  });
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
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

import { SITE, type SiteDeclaration } from './site-declaration.ts';

/** One page in one language, at its own URL: what the build prerenders and the sitemap lists. */
export type SitePage<L extends string = string, P extends string = string> = {
  id: P;
  locale: L;
  /** The URL path: "/", "/book-demo", "/cs/", "/cs/book-demo". */
  path: string;
  /** The file a static host serves for it, inside dist/. */
  file: string;
};

/**
 * How a static host matches paths, the one place it is written: "/book-demo/" is "/book-demo", "/cs" is "/cs/",
 * and a folder's "index.html" is the folder ("/cs/index.html" is "/cs/"), since the host serves that file for it.
 * Self-contained: index.html's inline script runs this very function (src/app/head-script.ts).
 */
export function normalPath(path: string): string {
  return path.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
}

/** Every path a static host answers with the file of the page at `path` (the CSP headers list each of them). */
export function hostPaths(path: string): string[] {
  const bare = normalPath(path);
  const folder = bare === '/' ? '/' : `${bare}/`;
  return [...new Set([bare, folder, `${folder}index.html`])];
}

/** The file a static host serves for a page's path: its folder's index.html. */
export function fileOfPath(path: string): string {
  const bare = normalPath(path);
  return bare === '/' ? 'index.html' : `${bare.slice(1)}/index.html`;
}

/** A path of the site as an absolute URL where the site is published. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** Everything about the site's URLs, derived from one declaration of its pages and languages. */
export function createSiteMap<L extends string, P extends string>(site: SiteDeclaration<L, P>) {
  const locales = Object.keys(site.languages) as L[];
  const pageIds = Object.keys(site.pages) as P[];
  const defaultLocale = site.defaultLanguage;

  const pagePath = (id: P, locale: L): string => `${site.languages[locale].root}${site.pages[id].slug}`;

  const pages: SitePage<L, P>[] = locales.flatMap((locale) =>
    pageIds.map((id) => {
      const path = pagePath(id, locale);
      return { id, locale, path, file: fileOfPath(path) };
    }),
  );

  const pageAt = (pathname: string): SitePage<L, P> | undefined =>
    pages.find((page) => normalPath(page.path) === normalPath(pathname));

  const isLocale = (value: unknown): value is L => typeof value === 'string' && locales.includes(value as L);

  /** The language a path belongs to by its URL alone: "/cs/…" is Czech, a page at the root is the default's. */
  const localeOfPath = (pathname: string): L | undefined => {
    const page = pageAt(pathname);
    if (page) return page.locale;
    return locales.find(
      (locale) =>
        locale !== defaultLocale && `${normalPath(pathname)}/`.startsWith(site.languages[locale].root),
    );
  };

  /** An absolute URL per language (and `x-default`, the default language's) of a page. */
  const alternates = (id: P, siteUrl: string): Array<{ hreflang: string; href: string }> => [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(siteUrl, pagePath(id, locale)) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, pagePath(id, defaultLocale)) },
  ];

  return {
    site,
    locales,
    defaultLocale,
    pages,
    pagePath,
    pageAt,
    localeOfPath,
    alternates,

    /**
     * The language the error view of an unknown path speaks: the path's own ("/cs/…"), else the stored choice, else
     * the default.
     */
    errorPageLocale: (pathname: string, stored: string | null): L =>
      localeOfPath(pathname) ?? (isLocale(stored) ? stored : defaultLocale),

    /**
     * Where a visitor with a stored language is sent on load, or undefined to stay. Only the default language's
     * pages move (a stored "cs" turns "/" into "/cs/"); a "/cs/…" URL always stays Czech, whatever is stored. The
     * query and the anchor come along. index.html's inline script does the same before the first paint.
     */
    storedLanguageRedirect: (
      url: { pathname: string; search?: string; hash?: string },
      stored: string | null,
    ): string | undefined => {
      const page = pageAt(url.pathname);
      if (!page || page.locale !== defaultLocale || !isLocale(stored) || stored === page.locale)
        return undefined;
      return `${pagePath(page.id, stored)}${url.search ?? ''}${url.hash ?? ''}`;
    },
  };
}

/** What `createSiteMap` derives from a declaration. */
export type SiteMap<L extends string = string, P extends string = string> = ReturnType<
  typeof createSiteMap<L, P>
>;

/** The site's own map: its pages in its languages. */
export const SITE_MAP = createSiteMap(SITE);

/** The site's pages (ids of the declaration). */
export type PageId = keyof typeof SITE.pages;

export const SITE_PAGES = SITE_MAP.pages;
export const { pagePath, pageAt, localeOfPath, errorPageLocale, storedLanguageRedirect } = SITE_MAP;

/** The pages the size and Lighthouse scripts measure, with a name for their report files ("home", "cs-home"). */
export function measuredPages<L extends string, P extends string>(siteMap: SiteMap<L, P>) {
  return siteMap.pages.map((page) => ({
    name: page.locale === siteMap.defaultLocale ? page.id : `${page.locale}-${page.id}`,
    path: page.path,
    file: page.file,
  }));
}

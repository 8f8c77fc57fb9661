import { normalPath, type SiteMap } from './site-pages.ts';

/** What index.html's inline script needs of the site map, as plain lists in one order of the languages. */
export type HeadScriptData = {
  /** The languages, the default first. */
  locales: string[];
  /** `<html lang>` of each language. */
  htmlLang: string[];
  /** The URL root of each language ("/", "/cs/"). */
  roots: string[];
  /** Each page's path in each language. */
  paths: string[][];
};

/** The inline script's data for a site map. */
export function headScriptData<L extends string, P extends string>(siteMap: SiteMap<L, P>): HeadScriptData {
  const { site, defaultLocale } = siteMap;
  const locales = [defaultLocale, ...siteMap.locales.filter((locale) => locale !== defaultLocale)];
  return {
    locales,
    htmlLang: locales.map((locale) => site.languages[locale].htmlLang),
    roots: locales.map((locale) => site.languages[locale].root),
    paths: (Object.keys(site.pages) as P[]).map((id) =>
      locales.map((locale) => siteMap.pagePath(id, locale)),
    ),
  };
}

/**
 * What index.html runs in its head, before the body exists (self-contained: `headScriptSource` serialises it as it
 * is): the stored theme before the first paint; a stored language moves a default-language page to the same page
 * in that language (the page is hidden meanwhile), as `storedLanguageRedirect` does; and an error view in another
 * language than its document's (a host's one 404.html answering "/cs/…") stays hidden until the app has rendered
 * it in the right one, so that no other language is painted first.
 */
export function runHeadScript(data: HeadScriptData, normal: (path: string) => string): void {
  const root = document.documentElement;
  const location = window.location;
  const path = normal(location.pathname);
  let theme: string | null = null;
  let stored: string | null = null;
  root.classList.add('js');
  try {
    theme = window.localStorage.getItem('theme');
    stored = window.localStorage.getItem('language');
  } catch (_) {}
  if (theme === 'dark') {
    root.classList.add('dark');
    root.style.colorScheme = 'dark';
  }
  const chosen = stored === null ? -1 : data.locales.indexOf(stored);
  for (const paths of data.paths) {
    const shown = paths.findIndex((candidate) => normal(candidate) === path);
    if (shown < 0) continue;
    if (shown === 0 && chosen > 0) {
      root.style.visibility = 'hidden';
      location.replace(paths[chosen] + location.search + location.hash);
    }
    return;
  }
  let locale = Math.max(chosen, 0);
  data.roots.forEach((prefix, index) => {
    if (index > 0 && `${path}/`.startsWith(prefix)) locale = index;
  });
  if (data.htmlLang[locale] !== root.lang) root.style.visibility = 'hidden';
}

/** The inline script's source for a site map: `runHeadScript` called with its data and the static-host rule. */
export function headScriptSource<L extends string, P extends string>(siteMap: SiteMap<L, P>): string {
  return `(${runHeadScript.toString()})(${JSON.stringify(headScriptData(siteMap))},${normalPath.toString()});`;
}

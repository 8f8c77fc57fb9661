import { SITE } from '../app/site-declaration';

/** The site's languages, as src/app/site-declaration.ts declares them. */
export const LOCALES = Object.keys(SITE.languages) as ReadonlyArray<keyof typeof SITE.languages>;
export type Locale = keyof typeof SITE.languages;
export const DEFAULT_LOCALE: Locale = SITE.defaultLanguage;

/** Narrows an unknown value (e.g. from storage) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `lang` attribute value for each locale. */
export const HTML_LANG = Object.fromEntries(
  LOCALES.map((locale) => [locale, SITE.languages[locale].htmlLang]),
) as Record<Locale, string>;

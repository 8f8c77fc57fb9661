/** The site's languages; the first is the default. */
export const LOCALES = ['en', 'cs'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Narrows an unknown value (e.g. from storage) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `lang` attribute value for each locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', cs: 'cs' };

import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from '../i18n/locales';
import { createSettingStore, type SettingStorage, type SettingStore } from './setting-store';

/** Local-storage key of the language (contract). */
export const LANGUAGE_KEY = 'language';

/** The language setting; it keeps `<html lang>` in step. */
export function createLanguageStore(
  storage: SettingStorage | undefined,
  root: HTMLElement | undefined,
): SettingStore<Locale> {
  return createSettingStore({
    key: LANGUAGE_KEY,
    fallback: DEFAULT_LOCALE,
    isValid: isLocale,
    storage,
    apply: (locale) => root?.setAttribute('lang', HTML_LANG[locale]),
  });
}

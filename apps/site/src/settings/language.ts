import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { createSettingStore, type SettingStorage, type SettingStore } from './setting-store';

/** Local-storage key of the language (contract); index.html's inline script reads the same key. */
export const LANGUAGE_KEY = 'language';

/**
 * The stored language choice. It is a preference, not the page's language: a page with a language of its own
 * (every URL but the error view's) shows that language; the choice decides where "/" sends a visitor and what the
 * error view speaks. `<html lang>` follows the language shown (see SettingsProvider).
 */
export function createLanguageStore(storage: SettingStorage | undefined): SettingStore<Locale> {
  return createSettingStore({
    key: LANGUAGE_KEY,
    fallback: DEFAULT_LOCALE,
    isValid: isLocale,
    storage,
    apply: () => {},
  });
}

/** The stored language as the inline script sees it (raw, possibly invalid), or null; never throws. */
export function readStoredLanguage(storage: SettingStorage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

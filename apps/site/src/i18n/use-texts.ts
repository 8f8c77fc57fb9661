import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '../settings/settings-provider';
import {
  fallbackLocale,
  loadDictionary,
  loadedDictionary,
  subscribeToDictionaries,
  type TextKey,
  translate,
} from './dictionaries';
import type { Dictionary } from './en';
import type { Locale } from './locales';

/** What a component needs to show text: the locale, a key lookup and the dictionary's text functions. */
export type Texts = {
  locale: Locale;
  t: (key: TextKey) => string;
  /** The whole dictionary of the language shown. */
  texts: Dictionary;
};

/**
 * The current language's texts; throws outside the settings provider. A page's dictionary is loaded before the
 * page is shown (src/app/start-app.tsx, and before each navigation in src/app/routes.tsx); should a chosen language
 * still be on its way (the error view, whose language is the stored choice), the page stays in the language it has.
 */
export function useTexts(): Texts {
  const [requested] = useLanguage();
  const dictionary = useSyncExternalStore(
    subscribeToDictionaries,
    () => loadedDictionary(requested),
    () => loadedDictionary(requested),
  );
  useEffect(() => {
    // A failure is already logged by loadDictionary; the page simply stays in the language it shows.
    if (!dictionary) loadDictionary(requested).catch(() => {});
  }, [requested, dictionary]);
  const locale = dictionary ? requested : (fallbackLocale() ?? requested);
  const texts = dictionary ?? loadedDictionary(locale);
  if (!texts) throw new Error(`No texts have been loaded for "${requested}"`);
  return useMemo(() => ({ locale, texts, t: (key: TextKey) => translate(texts, key) }), [locale, texts]);
}

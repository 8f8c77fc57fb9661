import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '../settings/settings-provider';
import {
  loadDictionary,
  loadedDictionary,
  subscribeToDictionaries,
  type TextKey,
  translate,
} from './dictionaries';
import { type Dictionary, en } from './en';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** What a component needs to show text: the locale, a key lookup and the dictionary's text functions. */
export type Texts = {
  locale: Locale;
  t: (key: TextKey) => string;
  texts: Dictionary;
};

/**
 * The current language's texts; throws outside the settings provider. Until a chosen language's dictionary
 * has arrived, the page stays in the default language (what the prerendered HTML shows), then switches.
 */
export function useTexts(): Texts {
  const [requested] = useLanguage();
  const getDictionary = () => loadedDictionary(requested);
  const arrived = useSyncExternalStore(subscribeToDictionaries, getDictionary, getDictionary);
  useEffect(() => {
    // A failure is already logged by loadDictionary; the page simply stays in the default language.
    if (!arrived) loadDictionary(requested).catch(() => {});
  }, [requested, arrived]);
  const locale = arrived ? requested : DEFAULT_LOCALE;
  return useMemo(() => {
    const texts = arrived ?? en;
    return { locale, texts, t: (key: TextKey) => translate(texts, key) };
  }, [locale, arrived]);
}

import { useMemo } from 'react';
import { useLanguage } from '../settings/settings-provider';
import { DICTIONARIES, type TextKey, translate } from './dictionaries';
import type { Dictionary } from './en';
import type { Locale } from './locales';

/** What a component needs to show text: the locale, a key lookup and the dictionary's text functions. */
export type Texts = {
  locale: Locale;
  t: (key: TextKey) => string;
  texts: Dictionary;
};

/** The current language's texts; throws outside the settings provider. */
export function useTexts(): Texts {
  const [locale] = useLanguage();
  return useMemo(() => {
    const texts = DICTIONARIES[locale];
    return { locale, texts, t: (key: TextKey) => translate(texts, key) };
  }, [locale]);
}

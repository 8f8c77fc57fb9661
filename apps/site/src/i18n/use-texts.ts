import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLanguage } from '../settings/settings-provider';
import {
  type LoadedTexts,
  loadedTexts,
  loadTexts,
  subscribeToDictionaries,
  type TextKey,
  translate,
} from './dictionaries';
import type { Dictionary } from './en';
import { LOCALES, type Locale } from './locales';

/** What a component needs to show text: the locale, a key lookup and the dictionary's text functions. */
export type Texts = {
  locale: Locale;
  t: (key: TextKey) => string;
  /**
   * The texts that have arrived. A page loads its language's first part before it renders and the rest with the
   * sections after the hero, so a component only reads texts of a part that is there (see text-parts.ts).
   */
  texts: Dictionary;
};

const EMPTY: LoadedTexts = {};

/**
 * The current language's texts; throws outside the settings provider. Until a chosen language's texts have
 * arrived, the page stays in the language it shows, then switches.
 */
export function useTexts(): Texts {
  const [requested] = useLanguage();
  const getTexts = () => loadedTexts(requested);
  const arrived = useSyncExternalStore(subscribeToDictionaries, getTexts, getTexts);
  useEffect(() => {
    // A failure is already logged by loadTexts; the page simply stays in the language it shows.
    if (!arrived) loadTexts(requested, 'first').catch(() => {});
  }, [requested, arrived]);
  const shown = arrived ? requested : (LOCALES.find((locale) => loadedTexts(locale)) ?? requested);
  const current = arrived ?? loadedTexts(shown) ?? EMPTY;
  return useMemo(
    () => ({ locale: shown, texts: current as Dictionary, t: (key: TextKey) => translate(current, key) }),
    [shown, current],
  );
}

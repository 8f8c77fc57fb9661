import { type Dictionary, en } from './en';
import { DEFAULT_LOCALE, type Locale } from './locales';

// English is the language of the prerendered HTML and ships with the first page; every other dictionary is a
// chunk of its own, fetched only when a visitor chooses (or has stored) that language.
const LOADERS: Record<Locale, () => Promise<Dictionary>> = {
  en: async () => en,
  cs: async () => (await import('./cs')).cs,
};

const loaded = new Map<Locale, Dictionary>([[DEFAULT_LOCALE, en]]);
const pending = new Map<Locale, Promise<Dictionary>>();
const listeners = new Set<() => void>();

/** A locale's dictionary if it has arrived, else undefined (the default locale's is always there). */
export function loadedDictionary(locale: Locale): Dictionary | undefined {
  return loaded.get(locale);
}

/**
 * Fetches a locale's dictionary once (concurrent callers share the request) and notifies the subscribers when
 * it arrives. A failed fetch is logged and not remembered, so a later call tries again.
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(locale);
  if (!request) {
    request = LOADERS[locale]().then(
      (dictionary) => {
        loaded.set(locale, dictionary);
        pending.delete(locale);
        for (const listener of listeners) listener();
        return dictionary;
      },
      (error: unknown) => {
        pending.delete(locale);
        const failure = new Error(
          `Could not load the "${locale}" texts; the page stays in the default language`,
          {
            cause: error,
          },
        );
        // Reported here, once per request, rather than by each of the many components waiting for it.
        console.error(failure);
        throw failure;
      },
    );
    pending.set(locale, request);
  }
  return request;
}

/** Calls `listener` whenever a dictionary arrives; returns the unsubscribe function. */
export function subscribeToDictionaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keys whose value is a plain string (the rest are functions of a number or date). */
export type TextKey = {
  [K in keyof Dictionary]: Dictionary[K] extends string ? K : never;
}[keyof Dictionary];

/** Looks a text up by key; a key that is missing (or not a plain text) displays as the key itself. */
export function translate(dictionary: Readonly<Record<string, unknown>>, key: string): string {
  const value = Object.hasOwn(dictionary, key) ? dictionary[key] : undefined;
  return typeof value === 'string' ? value : key;
}

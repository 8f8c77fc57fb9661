import type { Dictionary } from './en';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * Every dictionary is `src/i18n/<locale>.ts` exporting a const named after its locale, one chunk per language: a
 * page loads its own language only. The file of a declared language is found by that name, so declaring a language
 * (src/app/site-declaration.ts) and writing its dictionary is all it takes.
 */
const DICTIONARY_MODULES = import.meta.glob<Record<string, Dictionary>>('./[a-z][a-z].ts');

/** The dictionary module of a declared locale; throws when its file is missing, naming the file to write. */
function dictionaryModule(locale: Locale): () => Promise<Record<string, Dictionary>> {
  const load = DICTIONARY_MODULES[`./${locale}.ts`];
  if (!load) throw new Error(`The language "${locale}" is declared but src/i18n/${locale}.ts does not exist`);
  return load;
}

const loaded = new Map<Locale, Dictionary>();
const pending = new Map<Locale, Promise<Dictionary>>();
const listeners = new Set<() => void>();

/** A locale's dictionary if it has arrived, else undefined. */
export function loadedDictionary(locale: Locale): Dictionary | undefined {
  return loaded.get(locale);
}

/** Puts a whole dictionary in place without loading it (tests, and the prerenderer once it has loaded them). */
export function provideTexts(locale: Locale, texts: Dictionary): void {
  loaded.set(locale, texts);
  for (const listener of listeners) listener();
}

/**
 * Fetches a locale's dictionary once (concurrent callers share the request) and notifies the subscribers when it
 * arrives. A failed fetch is logged and not remembered, so a later call tries again.
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  const current = loaded.get(locale);
  if (current) return Promise.resolve(current);
  let request = pending.get(locale);
  if (!request) {
    request = dictionaryModule(locale)().then(
      (module) => {
        pending.delete(locale);
        const texts = module[locale];
        if (!texts) throw new Error(`src/i18n/${locale}.ts does not export "${locale}"`);
        provideTexts(locale, texts);
        return texts;
      },
      (error: unknown) => {
        pending.delete(locale);
        const failure = new Error(`Could not load the "${locale}" texts`, { cause: error });
        // Reported here, once per request, rather than by each of the many components waiting for it.
        console.error(failure);
        throw failure;
      },
    );
    pending.set(locale, request);
  }
  return request;
}

/** Loads every declared dictionary (the prerenderer renders each language). */
export function loadAllDictionaries(): Promise<Dictionary[]> {
  return Promise.all(LOCALES.map(loadDictionary));
}

/** Calls `listener` whenever a dictionary arrives; returns the unsubscribe function. */
export function subscribeToDictionaries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language shown while the requested one travels: any that is there, the default first. */
export function fallbackLocale(): Locale | undefined {
  return loaded.has(DEFAULT_LOCALE) ? DEFAULT_LOCALE : LOCALES.find((locale) => loaded.has(locale));
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

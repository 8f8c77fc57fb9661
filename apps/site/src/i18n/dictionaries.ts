import type { Dictionary } from './en';
import { LOCALES, type Locale } from './locales';
import { TEXT_PARTS, type TextPart } from './text-parts';

/** What arrives of a dictionary: the parts loaded so far (a page shows only keys from those parts). */
export type LoadedTexts = Partial<Dictionary>;

// Each part of each language is a chunk of its own, cut at build time from the language's one source file
// (vite-plugins/text-parts-plugin.ts); outside the build (tests, the prerenderer) both parts are the whole file. A
// prerendered page carries its first part (embedded-texts.ts), so that chunk is only for documents without it.
const LOADERS: Record<Locale, Record<TextPart, () => Promise<LoadedTexts>>> = {
  en: {
    first: async () => (await import('./en.ts?texts=first')).en,
    rest: async () => (await import('./en.ts?texts=rest')).en,
  },
  cs: {
    first: async () => (await import('./cs.ts?texts=first')).cs,
    rest: async () => (await import('./cs.ts?texts=rest')).cs,
  },
};

const loaded = new Map<Locale, LoadedTexts>();
const loadedParts = new Map<Locale, Set<TextPart>>();
const pending = new Map<string, Promise<LoadedTexts>>();
const listeners = new Set<() => void>();

/** The texts of a locale that have arrived so far (a new object whenever a part arrives), or undefined. */
export function loadedTexts(locale: Locale): LoadedTexts | undefined {
  return loaded.get(locale);
}

/** A locale's whole dictionary if all of it has arrived, else undefined. */
export function loadedDictionary(locale: Locale): Dictionary | undefined {
  return loadedParts.get(locale)?.size === TEXT_PARTS.length ? (loaded.get(locale) as Dictionary) : undefined;
}

/** Puts texts in place without loading (the prerenderer and tests, which have the whole dictionaries). */
export function provideTexts(locale: Locale, texts: Dictionary): void {
  loaded.set(locale, { ...loaded.get(locale), ...texts });
  loadedParts.set(locale, new Set(TEXT_PARTS));
  for (const listener of listeners) listener();
}

/**
 * Puts one part of a locale's texts in place without loading it (the first part the prerendered HTML carries, see
 * embedded-texts.ts) and notifies the subscribers; returns the locale's texts so far.
 */
export function provideTextPart(locale: Locale, part: TextPart, texts: LoadedTexts): LoadedTexts {
  const merged = { ...loaded.get(locale), ...texts };
  loaded.set(locale, merged);
  loadedParts.set(locale, new Set([...(loadedParts.get(locale) ?? []), part]));
  for (const listener of listeners) listener();
  return merged;
}

/**
 * Puts some texts of a locale in place without counting any part as loaded (a page's first texts, read from its
 * HTML: the rest of the first part may still be needed on another page).
 */
export function provideSomeTexts(locale: Locale, texts: LoadedTexts): void {
  loaded.set(locale, { ...loaded.get(locale), ...texts });
  for (const listener of listeners) listener();
}

/**
 * Fetches one part of a locale's texts once (concurrent callers share the request) and notifies the subscribers
 * when it arrives. A failed fetch is logged and not remembered, so a later call tries again.
 */
export function loadTexts(locale: Locale, part: TextPart): Promise<LoadedTexts> {
  const current = loaded.get(locale);
  if (current && loadedParts.get(locale)?.has(part)) return Promise.resolve(current);
  const id = `${locale}:${part}`;
  let request = pending.get(id);
  if (!request) {
    request = LOADERS[locale][part]().then(
      (texts) => {
        pending.delete(id);
        return provideTextPart(locale, part, texts);
      },
      (error: unknown) => {
        pending.delete(id);
        const failure = new Error(`Could not load the "${locale}" texts (${part} part)`, { cause: error });
        // Reported here, once per request, rather than by each of the many components waiting for it.
        console.error(failure);
        throw failure;
      },
    );
    pending.set(id, request);
  }
  return request;
}

/**
 * Downloads one part of a locale's texts without putting it in place: a later `loadTexts` then finds it at once.
 * Putting it in place would render every text on the page again, for texts the page does not show.
 */
export function prefetchTexts(locale: Locale, part: TextPart): void {
  LOADERS[locale][part]().catch(() => {});
}

/** Fetches every part of a locale's texts; resolves with the whole dictionary. */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  await Promise.all(TEXT_PARTS.map((part) => loadTexts(locale, part)));
  return loaded.get(locale) as Dictionary;
}

/** Fetches the `rest` part of every locale whose first part is there: what the sections after the hero need. */
export function loadRestOfTexts(): Promise<unknown> {
  return Promise.all(
    LOCALES.filter((locale) => loaded.has(locale)).map((locale) => loadTexts(locale, 'rest')),
  );
}

/** Calls `listener` whenever texts arrive; returns the unsubscribe function. */
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

import type { LoadedTexts } from './dictionaries';
import type { Dictionary } from './en';
import type { Locale } from './locales';

// The prerendered HTML carries its page's first texts (src/app/page-document.ts, for the build and the dev server):
// the page hydrates without waiting for a chunk of them, and the only script requested before the first paint is
// the entry. A document without them (a page a host serves in place of another) loads the chunk instead.
const ELEMENT_ID = 'first-texts';

/** What a page's HTML carries of its first texts. */
export type EmbeddedTexts = {
  texts: LoadedTexts;
  /** False when a listed text is a function (of a number, a date), which JSON cannot carry: load the part. */
  complete: boolean;
};

/** The texts of `keys` that HTML can carry (the plain strings), and whether that is all of them. */
export function embeddableTexts(dictionary: Dictionary, keys: readonly (keyof Dictionary)[]): EmbeddedTexts {
  const texts: Record<string, string> = {};
  let complete = true;
  for (const key of keys) {
    const value = dictionary[key];
    if (typeof value === 'string') texts[key] = value;
    else complete = false;
  }
  return { texts: texts as LoadedTexts, complete };
}

/** The element carrying a page's first texts, escaped so that no text can close it or open a comment. */
export function embeddedTextsElement(
  locale: Locale,
  dictionary: Dictionary,
  keys: readonly (keyof Dictionary)[],
): string {
  const { texts, complete } = embeddableTexts(dictionary, keys);
  const json = JSON.stringify(texts).replaceAll('<', '\\u003c');
  const partial = complete ? '' : ' data-partial=""';
  return `<script type="application/json" id="${ELEMENT_ID}" data-locale="${locale}"${partial}>${json}</script>`;
}

/**
 * The first texts of `locale` the document carries, or undefined if it carries none, another language's, or
 * something that is not a set of texts.
 */
export function readEmbeddedTexts(document: Document, locale: Locale): EmbeddedTexts | undefined {
  const element = document.getElementById(ELEMENT_ID);
  if (!element || element.dataset.locale !== locale) return undefined;
  let texts: unknown;
  try {
    texts = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return undefined;
  if (!Object.values(texts).every((text) => typeof text === 'string')) return undefined;
  return { texts: texts as LoadedTexts, complete: element.dataset.partial === undefined };
}

/**
 * The title and description texts of the document's head, under their keys: the HTML carries them once, there,
 * rather than a second time among the first texts.
 */
export function readHeadTexts(
  document: Document,
  keys: { title: keyof Dictionary; description: keyof Dictionary },
): LoadedTexts {
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
  return {
    ...(document.title ? { [keys.title]: document.title } : {}),
    ...(description ? { [keys.description]: description } : {}),
  } as LoadedTexts;
}

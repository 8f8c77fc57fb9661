import type { LoadedTexts } from './dictionaries';
import type { Dictionary } from './en';
import type { Locale } from './locales';
import { textPartOf } from './text-parts';

// The prerendered HTML carries its page's first texts (src/app/page-document.ts, for the build and the dev server):
// the page hydrates without waiting for a chunk of them, and the only script requested before the first paint is
// the entry. A document without them (a page a host serves in place of another) loads the chunk instead.
const ELEMENT_ID = 'first-texts';

/**
 * The first part of a dictionary, less the texts whose key starts with one of `omit` (another page's); each text
 * must be a plain string, since the HTML carries them as JSON.
 */
export function firstTextsOf(dictionary: Dictionary, omit: readonly string[] = []): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [key, value] of Object.entries(dictionary)) {
    if (textPartOf(key) !== 'first' || omit.some((prefix) => key.startsWith(prefix))) continue;
    if (typeof value !== 'string') {
      throw new Error(
        `"${key}" is in the first part of the texts but is not a plain string: HTML cannot carry it`,
      );
    }
    first[key] = value;
  }
  return first;
}

/**
 * The element carrying a locale's first texts (less those starting with one of `omit`), escaped so that no text can
 * close it or open a comment.
 */
export function embeddedTextsElement(
  locale: Locale,
  dictionary: Dictionary,
  omit: readonly string[] = [],
): string {
  const json = JSON.stringify(firstTextsOf(dictionary, omit)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}" data-locale="${locale}">${json}</script>`;
}

/**
 * The first texts of `locale` the document carries, or undefined if it carries none, another language's, or
 * something that is not a set of texts.
 */
export function readEmbeddedTexts(document: Document, locale: Locale): LoadedTexts | undefined {
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
  return texts as LoadedTexts;
}

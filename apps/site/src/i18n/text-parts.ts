import { SITE } from '../app/site-declaration.ts';

/**
 * The dictionaries travel in two parts per language, cut at build time from the one file per language
 * (vite-plugins/text-parts-plugin.ts), so the sources stay whole. `first` holds the texts some page or the error
 * view declares as shown on its first screen (`firstTexts` in src/app/site-declaration.ts); `rest` holds the others
 * and comes with the sections after the hero. Each part is code, so a text may be a function in either. A page's
 * HTML carries its own first texts too (embedded-texts.ts), so it hydrates without fetching this part.
 */
export const TEXT_PARTS = ['first', 'rest'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

const FIRST_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(SITE.pages).flatMap((page) => page.firstTexts),
  ...SITE.errorView.firstTexts,
  // The heads' texts: another page's title is needed on a client-side navigation before its sections load.
  ...Object.values(SITE.pages).flatMap((page) => [page.title, page.description]),
]);

/** The part a text key travels in. */
export function textPartOf(key: string): TextPart {
  return FIRST_KEYS.has(key) ? 'first' : 'rest';
}

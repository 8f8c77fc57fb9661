/**
 * The dictionaries travel in two parts per language. `first` holds what the first screen of any page shows (the
 * header, the hero, the footer, the mobile bar, the booking page, the error page) and comes in the prerendered HTML
 * (embedded-texts.ts), so its texts must be plain strings; `rest` holds the sections after the hero and comes with
 * their chunk. The split is by key prefix, made at
 * build time from the one file per language (vite-plugins/text-parts-plugin.ts), so the sources stay whole.
 */
export const TEXT_PARTS = ['first', 'rest'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** Key prefixes (before the first dot) of the texts in the `first` part; every other key is in `rest`. */
export const FIRST_PART_PREFIXES: readonly string[] = [
  'meta',
  'brand',
  'a11y',
  'nav',
  'header',
  'theme',
  'language',
  'hero',
  'mobileBar',
  'footer',
  'book',
  'error',
  'image',
];

/** The part a text key travels in. */
export function textPartOf(key: string): TextPart {
  return FIRST_PART_PREFIXES.includes(key.split('.', 1)[0] ?? '') ? 'first' : 'rest';
}

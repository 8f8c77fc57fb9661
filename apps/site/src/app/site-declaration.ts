import type { Dictionary } from '../i18n/en';

type TextKeyOf = keyof Dictionary;

/**
 * One language of the site: where its pages live and how it is named to the web. Its texts are
 * `src/i18n/<code>.ts` (exporting a const named `<code>`, shaped as en.ts), and its name in every other language is
 * the key `language.<code>` of their dictionaries.
 */
export type LanguageDeclaration = {
  /** The URL prefix of its pages, with both slashes: "/" for the default language, "/cs/" for Czech. */
  root: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** Open Graph's `og:locale` (a territory is required there). */
  ogLocale: string;
};

/**
 * One page of the site, shown in every language. Its component is `src/pages/<id>-page.tsx`, exporting
 * `<Id>Page` ("book-demo" → `BookDemoPage`); its texts are keys of the dictionaries.
 */
export type PageDeclaration = {
  /** Its path below the language's root: "" for the root itself, "book-demo". */
  slug: string;
  /** Texts of its `<title>` and description (and Open Graph's). */
  title: TextKeyOf;
  description: TextKeyOf;
  /** It shows the scheduling widget, whose frame and styles its Content-Security-Policy allows. */
  scheduling: boolean;
};

/** Pages and languages, declared once; everything about URLs derives from it (src/app/site-pages.ts). */
export type SiteDeclaration<L extends string = string, P extends string = string> = {
  languages: Readonly<Record<L, LanguageDeclaration>>;
  /** The language at the root and in `x-default`; a visitor's stored choice never moves a page away from others. */
  defaultLanguage: NoInfer<L>;
  pages: Readonly<Record<P, PageDeclaration>>;
  /** The view of a path that is no page (and of a render failure). */
  errorView: { title: TextKeyOf; description: TextKeyOf };
};

/**
 * The site: two pages in two languages. An entry here (with its component or dictionary, above) adds it to the
 * routes, prerendering, the sitemap and alternates, the CSP, the inline script and the measuring scripts.
 */
export const SITE = {
  languages: {
    en: { root: '/', htmlLang: 'en', ogLocale: 'en_US' },
    cs: { root: '/cs/', htmlLang: 'cs', ogLocale: 'cs_CZ' },
  },
  defaultLanguage: 'en',
  pages: {
    home: {
      slug: '',
      title: 'meta.title',
      description: 'meta.description',
      scheduling: false,
    },
    'book-demo': {
      slug: 'book-demo',
      title: 'meta.bookTitle',
      description: 'meta.bookDescription',
      scheduling: true,
    },
  },
  errorView: { title: 'error.title', description: 'error.text' },
} as const satisfies SiteDeclaration;

import type { Dictionary } from '../i18n/en';
import { BOOKING_FIRST_TEXTS, ERROR_FIRST_TEXTS, HOME_FIRST_TEXTS } from './first-texts.ts';

type TextKeyOf = keyof Dictionary;

/** One language of the site: where its pages live and how it is named to the web. */
export type LanguageDeclaration = {
  /** The URL prefix of its pages, with both slashes: "/" for the default language, "/cs/" for Czech. */
  root: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** Open Graph's `og:locale` (a territory is required there). */
  ogLocale: string;
};

/** One page of the site, shown in every language. */
export type PageDeclaration = {
  /** Its path below the language's root: "" for the root itself, "book-demo". */
  slug: string;
  /** Texts of its `<title>` and description (and Open Graph's). */
  title: TextKeyOf;
  description: TextKeyOf;
  /**
   * The texts the page shows before the rest arrive, in its HTML from the first byte. A reader sees these on the
   * first screen; everything else comes later with the code that shows it (see src/i18n/text-parts.ts).
   */
  firstTexts: readonly TextKeyOf[];
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
  errorView: { title: TextKeyOf; description: TextKeyOf; firstTexts: readonly TextKeyOf[] };
};

/** The site: two pages in two languages. Adding one here adds it to routes, prerendering, sitemap, CSP and scripts. */
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
      firstTexts: HOME_FIRST_TEXTS,
      scheduling: false,
    },
    'book-demo': {
      slug: 'book-demo',
      title: 'meta.bookTitle',
      description: 'meta.bookDescription',
      firstTexts: BOOKING_FIRST_TEXTS,
      scheduling: true,
    },
  },
  errorView: { title: 'error.title', description: 'error.text', firstTexts: ERROR_FIRST_TEXTS },
} as const satisfies SiteDeclaration;

import type { Dictionary } from '../i18n/en';

type Keys = readonly (keyof Dictionary)[];

// What each page shows on its first screen, by what a reader sees there. A page's HTML carries these texts, so the
// page hydrates without waiting for a text chunk; test/i18n/first-screen-texts.test.tsx renders each first screen
// with its list alone and fails on any raw key. The head's title and description are not listed: the HTML has
// them in its head already, and the entry reads them back from there (src/i18n/embedded-texts.ts).

/** The logo link, the skip link, the theme and language switchers: on every page's header. */
const PAGE_CHROME: Keys = [
  'brand.name',
  'brand.home',
  'a11y.skipToContent',
  'theme.toDark',
  'theme.toLight',
  'language.label',
  'language.en',
  'language.cs',
];

/** The landing page's header navigation and trial button. */
const LANDING_HEADER: Keys = [
  'nav.label',
  'nav.howItWorks',
  'nav.features',
  'nav.numbers',
  'nav.pricing',
  'nav.faq',
  'header.trial',
  'header.trialShort',
];

/** The hero, all of it above the fold. */
const HERO: Keys = [
  'hero.badge',
  'hero.title',
  'hero.titleAccent',
  'hero.subtitle',
  'hero.riskReversal',
  'hero.callButton',
  'hero.calling',
  'hero.audioPlay',
  'hero.audioPause',
  'hero.audioPlaying',
  'hero.audioReplay',
  'hero.trustLabel',
  'hero.trust1',
  'hero.trust2',
  'hero.trust3',
  'hero.compliance',
  'hero.phoneLink',
  'hero.seeInAction',
];

/**
 * The footer and the mobile call bar (rendered with the first screen), the notice shown if the sections after the
 * hero cannot load (the texts must be here already then), and a failed image's placeholder.
 */
const LANDING_FRAME: Keys = [
  'footer.tagline',
  'footer.quickLinks',
  'footer.contactTitle',
  'footer.contactText',
  'footer.book',
  'footer.rights',
  'mobileBar.call',
  'mobileBar.label',
  'error.partial',
  'error.reload',
  'image.unavailable',
];

/** The booking page: back link, title, tiles and the scheduling widget's states. */
const BOOKING: Keys = [
  'book.back',
  'book.title',
  'book.subtitle',
  'book.tile1Title',
  'book.tile1Text',
  'book.tile2Title',
  'book.tile2Text',
  'book.tile3Title',
  'book.tile3Text',
  'book.widgetLabel',
  'book.loading',
  'book.fallback',
  'book.fallbackLink',
];

/** "/" and "/cs/". */
export const HOME_FIRST_TEXTS: Keys = [...PAGE_CHROME, ...LANDING_HEADER, ...HERO, ...LANDING_FRAME];

/** "/book-demo" and "/cs/book-demo". */
export const BOOKING_FIRST_TEXTS: Keys = [...PAGE_CHROME, ...BOOKING];

/** The error view ("Unexpected Application Error!"): its title, text and way home, and its head. */
export const ERROR_FIRST_TEXTS: Keys = [
  'brand.name',
  'brand.home',
  'error.title',
  'error.text',
  'error.home',
];

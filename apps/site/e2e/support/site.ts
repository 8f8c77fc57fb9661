import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { SITE_MAP } from '../../src/app/site-pages';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';
import { baseURL } from './browser';

export const LANGUAGES = ['en', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const isTestedLanguage = (locale: string): locale is Language =>
  (LANGUAGES as readonly string[]).includes(locale);

/** Every page of the site's declaration in every language the tests read, so a declared page is tested too. */
export const PAGES = SITE_MAP.pages.flatMap(({ id, locale, path }) =>
  isTestedLanguage(locale)
    ? [{ name: id, path, language: locale, scheduling: SITE_MAP.site.pages[id].scheduling }]
    : [],
);

/** The pages at their default-language paths: the tests that set the language through stored settings open these. */
export const DEFAULT_PATHS = PAGES.filter((page) => page.language === SITE_MAP.defaultLocale);

/** Section ids of the landing page, in the order the contract lists them. */
export const SECTION_IDS = [
  'how-it-works',
  'features',
  'numbers',
  'pricing',
  'about',
  'faq',
  'contact',
] as const;

/** The header's five navigation targets, in the specification's order. */
export const NAV_TARGETS = [
  { key: 'nav.howItWorks', id: 'how-it-works' },
  { key: 'nav.features', id: 'features' },
  { key: 'nav.numbers', id: 'numbers' },
  { key: 'nav.pricing', id: 'pricing' },
  { key: 'nav.faq', id: 'faq' },
] as const;

type Dictionary = typeof en;
type TextKey = keyof Dictionary;
type StringKey = { [K in TextKey]: Dictionary[K] extends string ? K : never }[TextKey];

const DICTIONARIES: Record<Language, Dictionary> = { en, cs };

/** The site's own text for a key, so tests follow the copy instead of repeating it. */
export function text(language: Language, key: StringKey): string {
  return DICTIONARIES[language][key] as string;
}

/** The site's dictionary for a language (for texts built by functions). */
export function dictionary(language: Language): Dictionary {
  return DICTIONARIES[language];
}

type StoredSettings = Partial<Record<'language' | 'theme', string>>;

/** A storage state holding the given settings, as a returning visitor's browser has them. */
export function settingsState(
  settings: StoredSettings,
): Exclude<BrowserContextOptions['storageState'], string> {
  return {
    cookies: [],
    origins: [
      { origin: baseURL, localStorage: Object.entries(settings).map(([name, value]) => ({ name, value })) },
    ],
  };
}

/** Context options that start a test with the given settings already stored. */
export function storedSettings(settings: StoredSettings): BrowserContextOptions {
  return { storageState: settingsState(settings) };
}

/**
 * The language a behaviour test runs in: English on the desktop project, Czech on the mobile one. Each
 * behaviour is thus checked in both languages and on both viewports without running everything four times;
 * the accessibility and screenshot matrix covers every combination.
 */
export function projectLanguage(projectName: string): Language {
  return projectName === 'mobile' ? 'cs' : 'en';
}

/**
 * Resolves once React has hydrated every interactive element (each carries React's fiber key), so a click is
 * handled by the app and not lost on the prerendered markup.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = Array.from(
      document.querySelectorAll('main button, main a[href], header button, footer a'),
    );
    return (
      controls.length > 0 &&
      controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    );
  });
}

/** Opens a page of the site and waits until it is interactive. */
export async function open(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** True once a section starts in the top quarter of the viewport (below the fixed header) after a scroll. */
export async function isScrolledTo(page: Page, id: string): Promise<boolean> {
  return page.locator(`[id="${id}"]`).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= -2 && top <= Math.max(120, window.innerHeight * 0.25);
  });
}

/** Scrolls the window instantly, whatever the page's smooth-scrolling CSS says. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Walks down the whole page so every reveal and count-up has been triggered (one round trip to the page). */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.floor(window.innerHeight * 0.9);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await nextFrame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await nextFrame();
  });
}

/** The first button inside the live demo section: the control the hero and mobile bar press. */
export function demoButton(page: Page): Locator {
  return page.locator('#how-it-works').getByRole('button').first();
}

/**
 * Records every media element the page plays (also ones never attached to the DOM), so a test can check
 * that the audio really advances.
 */
export function trackMediaElements(): void {
  const played: HTMLMediaElement[] = [];
  Object.defineProperty(window, '__playedMedia', { value: played });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function playAndRecord(this: HTMLMediaElement) {
    if (!played.includes(this)) played.push(this);
    return play.call(this);
  };
}

/** State of the most recently played media element, as recorded by trackMediaElements. */
export async function lastPlayedMedia(
  page: Page,
): Promise<{ src: string; currentTime: number; paused: boolean; ended: boolean; duration: number } | null> {
  return page.evaluate(() => {
    const played = (window as unknown as { __playedMedia?: HTMLMediaElement[] }).__playedMedia ?? [];
    const media = played.at(-1);
    if (!media) return null;
    return {
      src: media.currentSrc || media.src,
      currentTime: media.currentTime,
      paused: media.paused,
      ended: media.ended,
      duration: media.duration,
    };
  });
}

/** A link or a button with the given accessible name (the site may render either for a navigation control). */
export function control(scope: Page | Locator, name: string | RegExp, exact = true): Locator {
  return scope.getByRole('link', { name, exact }).or(scope.getByRole('button', { name, exact }));
}

/**
 * Records every scroll position the window passes through, to tell a smooth scroll (many steps) from an instant one.
 */
export async function recordScrollPositions(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __scrollPositions: number[] }).__scrollPositions = positions;
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { __scrollPositions: number[] }).__scrollPositions);
}

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before loading), so timers, animation
 * frames and `performance.now()` move only when the test runs the clock.
 */
export async function pauseClock(page: Page): Promise<void> {
  // The installed clock starts at the real time and flows with it until paused; a moment ahead is always
  // in its future (pausing in its past throws).
  await page.clock.pauseAt(Date.now() + 2_000);
}

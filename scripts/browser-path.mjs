// Where the browser tests find Chromium. Playwright cannot download its own browsers on our machines, so they run
// Debian's. Most suites run in its headless shell, the build Playwright itself uses for headless runs: the same
// pages in about 40% less CPU time than the full browser (no browser UI behind them, a lighter compositor). The few
// tests of a microphone the visitor blocked need the full browser: the shell has no permission prompt, so a page
// that asks for the microphone without the fake prompt gets NotSupportedError where a visitor's browser says
// NotAllowedError. CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

/** Debian's headless shell: the browser of every suite. */
export const HEADLESS_SHELL = {
  path: '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};
/** Debian's full browser: the blocked-microphone tests, and Lighthouse. */
export const FULL_BROWSER = { path: '/usr/bin/chromium', debianPackage: 'chromium' };

const firstExisting = (paths) => paths.find((path) => Boolean(path && existsSync(path)));

/** The browser the suites launch: CHROMIUM_PATH, else the headless shell, else the full browser; undefined if none. */
export function findChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, HEADLESS_SHELL.path, FULL_BROWSER.path]);
}

/** The browser with a real permission prompt: CHROMIUM_PATH, else the full browser; undefined if neither. */
export function findFullChromium() {
  return firstExisting([process.env.CHROMIUM_PATH, FULL_BROWSER.path]);
}

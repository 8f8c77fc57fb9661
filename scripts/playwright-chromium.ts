// The one description of the browser every Playwright suite of the repo launches.
import { findChromium, findFullChromium } from './browser-path.mjs';

/** Debian's Chromium headless shell, or its full browser, or CHROMIUM_PATH (see browser-path.mjs). */
export const executablePath = findChromium();

/** The full browser, for the tests of a microphone the visitor blocked (see browser-path.mjs). */
export const fullBrowserPath = findFullChromium();

/**
 * Headless Chromium in a container, offline (no background or component traffic), with a fake microphone and
 * unrestricted autoplay so calls and recordings can play without a gesture.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * The settings the packages' browser contract suites share: one worker (one page at a time, like a visitor), no
 * retries (a contract either holds or does not), Desktop Chrome on the browser above. No trace: recording every
 * action's DOM and screencast costs about a third more browser time, and nobody opens a CI machine's files; a rerun
 * that needs one adds `--trace retain-on-failure`.
 */
export const packageSuiteDefaults = {
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../test-results/browser',
} as const;

/** Spread into `use` after Playwright's `devices['Desktop Chrome']`: our Chromium. */
export const packageSuiteBrowser = {
  launchOptions: { executablePath, args: chromiumArgs },
} as const;

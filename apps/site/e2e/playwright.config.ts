import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  baseURL,
  callBaseURL,
  callPreviewPort,
  chromiumArgs,
  executablePath,
  liveBaseURL,
  livePreviewPort,
  previewPort,
} from './support/browser';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** Specs that run against the keyed build only. */
const LIVE_SPECS = /live-demo-real(-[a-z-]+)?\.spec\.ts$/;
/** Specs that run against the keyed build whose Daily is web-call's testing fake (`build:e2e-call`). */
const CALL_SPECS = /live-demo-call\.spec\.ts$/;
/**
 * Screenshots for a person to look at: they assert nothing a test needs, and 16 full pages with each section cost
 * minutes, so they are taken by `pnpm --filter site screenshots`, not by the test command.
 */
const SCREENSHOT_SPECS = /screenshots\.spec\.ts$/;
const IGNORED = process.env.SITE_SCREENSHOTS
  ? [LIVE_SPECS, CALL_SPECS]
  : [LIVE_SPECS, CALL_SPECS, SCREENSHOT_SPECS];
/**
 * What a phone changes: the header's controls, the mobile call bar, the layout, focus order and axe's view of the
 * small screen, and the demo with its call bar. The other specs test behaviour that no viewport changes
 * (routing, prerendering, forms, settings, languages), once, on the desktop project.
 */
const SMALL_SCREEN_SPECS = /\/(accessibility|header|hero|landing|layout|live-demo|screenshots)\.spec\.ts$/;

const launchOptions = { ...(executablePath ? { executablePath } : {}), args: [...chromiumArgs] };

export default defineConfig({
  testDir: './tests',
  outputDir: `${siteDir}test-results`,
  // Three pages at a time on two cores: many tests spend their time waiting on a call's audio in real time, every
  // test has its own browser context against a static server, and no assertion depends on how fast the machine is.
  // SITE_E2E_WORKERS overrides it (1 to watch a single run).
  workers: Number(process.env.SITE_E2E_WORKERS) || 3,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits for a failure to show, not measurements: generous, so that a machine shared with other jobs (a load of 20
  // on two cores was seen) still passes; a passing test takes what it takes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps every result (and the error of any flaky run) after the terminal scrolls away.
  reporter: [
    ['list'],
    ['json', { outputFile: `${siteDir}reports/e2e-results.json` }],
    ...(process.env.CI
      ? [['html', { open: 'never', outputFolder: `${siteDir}playwright-report` }] as const]
      : []),
  ],
  use: {
    baseURL,
    launchOptions,
    permissions: ['microphone'],
    // No trace, in CI either: recording every action's DOM and screencast costs about a third more browser time on
    // this long page, and nobody opens a CI machine's files. The failure's screenshot and page snapshot stay; a
    // rerun that needs a trace adds --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: IGNORED, use: { ...devices['Desktop Chrome'], launchOptions } },
    // Pixel 7's viewport, touch and mobile meta-viewport handling, in Chromium. Device pixel ratio 1 keeps the
    // full-page screenshots small and fast; layout depends on CSS pixels only.
    {
      name: 'mobile',
      testMatch: SMALL_SCREEN_SPECS,
      testIgnore: IGNORED,
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, isMobile: true, hasTouch: true, launchOptions },
    },
    // The build with a public key (VITE_PLATFORM_PUBLIC_KEY=test-public-key): the demo calls the real platform
    // and daily-js, both answered or blocked by the tests.
    {
      name: 'live',
      testMatch: LIVE_SPECS,
      use: { ...devices['Desktop Chrome'], baseURL: liveBaseURL, launchOptions },
    },
    // The keyed build with web-call's testing fake for Daily: the demo during a call, driven by the test.
    {
      name: 'call',
      testMatch: CALL_SPECS,
      use: { ...devices['Desktop Chrome'], baseURL: callBaseURL, launchOptions },
    },
  ],
  webServer: [
    {
      command: `pnpm --filter site exec vite preview --host 127.0.0.1 --port ${previewPort} --strictPort`,
      url: baseURL,
      cwd: siteDir,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Builds the keyed variant into dist-live/ (about 3 s) and serves it on its own port.
      command: `pnpm --filter site build:e2e-live && pnpm --filter site exec vite preview --host 127.0.0.1 --port ${livePreviewPort} --strictPort --outDir dist-live`,
      url: liveBaseURL,
      cwd: siteDir,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    {
      command: `pnpm --filter site build:e2e-call && pnpm --filter site exec vite preview --host 127.0.0.1 --port ${callPreviewPort} --strictPort --outDir dist-call`,
      url: callBaseURL,
      cwd: siteDir,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
  ],
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** Debian's Chromium (or CHROMIUM_PATH): Playwright cannot download its own browser on our machines. */
export const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path): path is string =>
  Boolean(path && existsSync(path)),
);

/** Flags for a headless Chromium in a container, with a fake microphone and unrestricted autoplay. */
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
] as const;

export const baseURL = 'http://127.0.0.1:4173';

const launchOptions = { ...(executablePath ? { executablePath } : {}), args: [...chromiumArgs] };

export default defineConfig({
  testDir: './tests',
  outputDir: `${siteDir}test-results`,
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `${siteDir}playwright-report` }]]
    : 'list',
  use: {
    baseURL,
    launchOptions,
    permissions: ['microphone'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // Pixel 7's metrics, but in Chromium (the device descriptor already targets it): touch, mobile viewport.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], isMobile: true, hasTouch: true, launchOptions },
    },
  ],
  webServer: {
    command: 'pnpm --filter site preview',
    url: baseURL,
    cwd: siteDir,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, chromiumArgs, executablePath } from './support/browser';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

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
    // Tracing costs time on every action; CI keeps a trace of each failure, a local rerun can add --trace on.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // Pixel 7's viewport, touch and mobile meta-viewport handling, in Chromium. Device pixel ratio 1 keeps the
    // full-page screenshots small and fast; layout depends on CSS pixels only.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, isMobile: true, hasTouch: true, launchOptions },
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

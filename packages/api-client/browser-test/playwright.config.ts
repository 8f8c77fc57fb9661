import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, executablePath } from '../../../scripts/playwright-chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/browser',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
});

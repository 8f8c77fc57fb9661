import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, executablePath } from '../../../scripts/playwright-chromium';

/** Port of the Vite server for the contract page; 4173 belongs to the site's preview. */
const port = 4310;
const baseURL = `http://127.0.0.1:${port}`;
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/browser',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: { executablePath, args: chromiumArgs },
    permissions: ['microphone'],
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `vite --config browser-test/vite.config.ts --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: packageRoot,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

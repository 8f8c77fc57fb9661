import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { packageSuiteBrowser, packageSuiteDefaults } from '../../../scripts/playwright-chromium';

/** Port of the Vite server for the contract page; 4173 belongs to the site's preview. */
const port = 4310;
const baseURL = `http://127.0.0.1:${port}`;
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...packageSuiteDefaults,
  testDir: './tests',
  use: { ...devices['Desktop Chrome'], ...packageSuiteBrowser, baseURL, permissions: ['microphone'] },
  webServer: {
    command: `vite --config browser-test/vite.config.ts --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: packageRoot,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

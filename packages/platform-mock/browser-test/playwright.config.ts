import { defineConfig, devices } from '@playwright/test';
import { packageSuiteBrowser, packageSuiteDefaults } from '../../../scripts/playwright-chromium';

export default defineConfig({
  ...packageSuiteDefaults,
  testDir: '.',
  testMatch: '*.spec.ts',
  use: { ...devices['Desktop Chrome'], ...packageSuiteBrowser },
});

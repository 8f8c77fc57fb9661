import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Not part of the package's unit suite (vitest.config.ts of the package includes only test/): run with
// `pnpm test:firefox`. One worker and one file, so one Firefox at a time on a shared two-core machine.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['browser-test/firefox/**/*.firefox.ts'],
    environment: 'node',
    globalSetup: ['browser-test/firefox/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // A launch of Firefox takes 2–3 s and Daily's offline join about 7 s; these only stop a hang.
    testTimeout: 25_000,
    hookTimeout: 25_000,
    teardownTimeout: 10_000,
    reporters: ['verbose'],
  },
});

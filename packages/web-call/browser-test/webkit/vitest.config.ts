import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Not part of the package's `test` script: run with `pnpm test:webkit`. One worker and one file, so one
// MiniBrowser (and one Xvfb) at a time on a shared two-core machine.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['browser-test/webkit/**/*.webkit.ts'],
    environment: 'node',
    globalSetup: ['browser-test/webkit/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // A launch takes 1–2 s, Daily's offline join up to 7 s, and the gesture checks wait out WebKit's activation;
    // these only stop a hang.
    testTimeout: 30_000,
    hookTimeout: 25_000,
    teardownTimeout: 10_000,
    reporters: ['verbose'],
  },
});

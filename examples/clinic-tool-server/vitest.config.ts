import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A scripted call validates its first request (loading and compiling the platform's schemas) and then posts a
  // dozen signed messages over HTTP: seconds on a busy shared machine, so the default 5 s would time the machine.
  test: { environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});

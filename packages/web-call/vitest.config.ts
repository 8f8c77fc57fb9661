import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    maxWorkers,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // The machines are shared: a first test that also warms msw and happy-dom can take seconds under load.
    testTimeout: 30_000,
    typecheck: {
      // The type tests are also checked by the package's `typecheck` task (its tsconfig includes test/), which CI
      // runs beside this one: there, a second compilation would only repeat it.
      enabled: !process.env.CI,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});

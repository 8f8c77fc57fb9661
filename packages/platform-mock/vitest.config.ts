import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers,
    include: ['test/**/*.test.ts'],
    typecheck: {
      // The type tests are also checked by the package's `typecheck` task (its tsconfig includes test/), which CI
      // runs beside this one: there, a second compilation would only repeat it.
      enabled: !process.env.CI,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});

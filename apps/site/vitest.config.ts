import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.shared';
import { DEFAULT_SITE_URL, parseEnv } from './src/config/parse-env.ts';

export default defineConfig({
  plugins: [react()],
  // Unit tests run the default (simulated) demo; the real platform's options are tested directly.
  define: {
    __BUILD_DATE__: JSON.stringify('2026-11-22'),
    __DEMO_MODE__: JSON.stringify('simulated'),
    // The defaults, as a build without any VITE_ variable has them.
    __SITE_ENV__: JSON.stringify(parseEnv({})),
    __SITE_URL__: JSON.stringify(DEFAULT_SITE_URL),
  },
  test: {
    environment: 'happy-dom',
    maxWorkers,
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
  },
});

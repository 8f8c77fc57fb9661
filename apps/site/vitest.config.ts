import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Unit tests run the default (simulated) demo; the real platform's options are tested directly.
  define: { __BUILD_DATE__: JSON.stringify('2026-11-22'), __DEMO_MODE__: JSON.stringify('simulated') },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
  },
});

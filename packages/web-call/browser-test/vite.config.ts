import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The contract page runs the package's source, so the browser tests need no build of @clinic/web-call itself
// (only of its dependency @clinic/api-client, which turbo builds first).
export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-browser-test', import.meta.url)),
  resolve: {
    alias: { '@clinic/web-call': fileURLToPath(new URL('../src/index.ts', import.meta.url)) },
  },
  // Pre-bundle the dependencies at startup: discovering it on first import would reload the page mid-test.
  // `force`: Vite keys its cache on the lockfile, not on the workspace package's rebuilt dist, so a cached
  // pre-bundle of @clinic/api-client would go stale (and lack exports added since) without anyone noticing.
  optimizeDeps: { include: ['@daily-co/daily-js', '@clinic/api-client'], force: true },
  server: { hmr: false },
  logLevel: 'warn',
});

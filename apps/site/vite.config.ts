import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv, parseSiteUrl } from './src/config/parse-env.ts';
import { demoModeOf, missingForRealDemo } from './src/demo/demo-mode.ts';
import { cspPlugin } from './vite-plugins/csp-plugin.ts';
import { demoModePlugin } from './vite-plugins/demo-mode-plugin.ts';
import { devPagesPlugin } from './vite-plugins/dev-pages-plugin.ts';
import { headScriptPlugin } from './vite-plugins/head-script-plugin.ts';
import { prerenderedPreviewPlugin } from './vite-plugins/prerendered-preview-plugin.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  const env = parseEnv(raw);
  const demoMode = demoModeOf(env);
  return {
    plugins: [
      react(),
      headScriptPlugin(),
      tailwindcss(),
      demoModePlugin(demoMode, missingForRealDemo(env)),
      cspPlugin(),
      prerenderedPreviewPlugin(),
      devPagesPlugin(),
    ],
    // The build that live-demo-call.spec.ts tests (`build:e2e-call`): web-call's testing fake in place of daily-js,
    // which cannot join a call offline. No other build sets SITE_E2E_FAKE_DAILY.
    ...(process.env.SITE_E2E_FAKE_DAILY
      ? {
          resolve: {
            alias: {
              '@daily-co/daily-js': fileURLToPath(new URL('./e2e/support/fake-daily.ts', import.meta.url)),
            },
          },
        }
      : {}),
    define: {
      // The parsed configuration, instead of `import.meta.env`: Vite would put every VITE_ variable in the bundle
      // wherever the whole object is read. See src/config/env.ts.
      __SITE_ENV__: JSON.stringify(env),
      __SITE_URL__: JSON.stringify(parseSiteUrl(raw.VITE_SITE_URL)),
      // The day the HTML was prerendered: hydration must see the same date-dependent content as the server did.
      __BUILD_DATE__: JSON.stringify(process.env.SITE_BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
    },
    build: {
      target: 'es2022',
      // Browsers without modulepreload simply fetch a listed module when it is imported; no polyfill is shipped.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 2048,
      // Where each dictionary's chunk is, for the prerenderer to list a page's own on its root element (read, then
      // removed).
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The entry exports nothing anyone imports; this lets small shared chunks be inlined (below).
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                groups: [
                  // Vite's helper that preloads a dynamic import's chunks is the entry's own: inside the app's chunk,
                  // it would make the entry import the app at once.
                  { name: 'preload-helper', test: /preload-helper/, priority: 1 },
                  // What the app and every dictionary share (the product's figures, the number formats): one small
                  // chunk rather than two, each a request and a compression of its own.
                  { name: 'shared', test: /[\\/]src[\\/](data[\\/]facts|i18n[\\/]format)\.ts$/ },
                  // The app the entry asks for after the first paint (src/main.tsx), with everything it imports, in
                  // one chunk: split into React's and the app's, the same code compresses worse and arrives in two
                  // requests. The on-demand chunks import React from it.
                  {
                    name: 'start-app',
                    test: /[\\/]src[\\/]app[\\/]start-app\.tsx$/,
                    includeDependenciesRecursively: true,
                  },
                ],
              },
            },
          },
    },
  };
});

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/parse-env.ts';
import { demoModeOf } from './src/demo/demo-mode.ts';
import { cspPlugin } from './vite-plugins/csp-plugin.ts';
import { demoModePlugin } from './vite-plugins/demo-mode-plugin.ts';
import { prerenderedPreviewPlugin } from './vite-plugins/prerendered-preview-plugin.ts';

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const demoMode = demoModeOf(env);
  return {
    plugins: [
      react(),
      tailwindcss(),
      demoModePlugin(demoMode),
      cspPlugin({
        platformBaseUrl: env.platformBaseUrl,
        contactEndpoint: env.contactEndpoint,
        liveCalls: demoMode === 'real',
      }),
      prerenderedPreviewPlugin(),
    ],
    define: {
      // The day the HTML was prerendered: hydration must see the same date-dependent content as the server did.
      __BUILD_DATE__: JSON.stringify(process.env.SITE_BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
    },
    resolve: {
      // msw's cookie jar would add the public-suffix list to the simulated demo's chunk; see the stub.
      alias: [
        {
          find: /^tough-cookie$/,
          replacement: fileURLToPath(new URL('./src/demo/simulation/cookie-jar-stub.ts', import.meta.url)),
        },
      ],
    },
    build: { target: 'es2022', assetsInlineLimit: 2048 },
  };
});

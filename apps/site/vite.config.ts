import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/parse-env.ts';
import { cspPlugin } from './vite-plugins/csp-plugin.ts';
import { prerenderedPreviewPlugin } from './vite-plugins/prerendered-preview-plugin.ts';

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      cspPlugin({ platformBaseUrl: env.platformBaseUrl, contactEndpoint: env.contactEndpoint }),
      prerenderedPreviewPlugin(),
    ],
    define: {
      // The day the HTML was prerendered: hydration must see the same date-dependent content as the server did.
      __BUILD_DATE__: JSON.stringify(process.env.SITE_BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
    },
    build: { target: 'es2022', assetsInlineLimit: 2048 },
  };
});

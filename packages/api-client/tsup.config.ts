import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'server/index': 'src/server/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['openapi-fetch'],
  treeshake: true,
  // The bundled document the types come from ships beside them (dist/openapi.json); `pnpm generate` wrote it.
  onSuccess: "node -e \"require('node:fs').copyFileSync('src/generated/openapi.json', 'dist/openapi.json')\"",
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'msw/index': 'src/msw/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // msw is an optional peer: the ./msw entry imports it, the main entry never does.
  external: ['msw', 'openapi-fetch'],
  treeshake: true,
});

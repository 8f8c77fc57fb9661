import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'msw/index': 'src/msw/index.ts', 'server/index': 'src/server/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    // msw is an optional peer: the ./msw entry imports it, the main entry never does.
    external: ['msw', 'openapi-fetch', '@cfworker/json-schema'],
    treeshake: true,
    // The document the types come from ships beside them (dist/openapi.json).
    onSuccess: 'node scripts/write-bundled-document.mjs',
  },
  {
    // The `clinic-platform-mock` server: Node only, and free of msw (it answers with the mock's core).
    entry: { 'bin/clinic-platform-mock': 'src/bin/clinic-platform-mock.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    external: ['@cfworker/json-schema'],
    treeshake: true,
  },
]);

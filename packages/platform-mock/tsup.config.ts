import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'msw/index': 'src/msw/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    // msw is an optional peer: the ./msw entry imports it, the main entry never does.
    external: ['msw', '@clinic/api-client', '@cfworker/json-schema'],
    treeshake: true,
  },
  {
    // The `clinic-platform-mock` server: Node only, and free of msw (it answers with the mock's core).
    entry: { 'bin/clinic-platform-mock': 'src/bin/clinic-platform-mock.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    external: ['@clinic/api-client', '@cfworker/json-schema'],
    treeshake: true,
  },
]);

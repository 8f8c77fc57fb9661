import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'browser',
  // Splitting keeps the dynamic import of daily-js a real `import()` in ESM output, so a consumer's bundler
  // puts daily-js in its own lazily loaded chunk instead of the initial bundle.
  splitting: true,
  treeshake: true,
  external: ['react', '@daily-co/daily-js', '@clinic/api-client'],
});

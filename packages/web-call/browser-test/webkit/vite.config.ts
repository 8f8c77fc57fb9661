import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import base from '../vite.config.ts';
import { platformStub } from './platform-stub.ts';

export default mergeConfig(base, {
  // Its own pre-bundle cache: `force` rewrites it at every start, and the other suites' servers may be starting too.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite-browser-test-webkit', import.meta.url)),
  plugins: [platformStub()],
});

import type { Plugin } from 'vite';
import type { DemoMode } from '../src/demo/demo-mode.ts';

/** What a production build without a public key prints. */
export const SIMULATED_DEMO_WARNING =
  'VITE_PLATFORM_PUBLIC_KEY is not set: the live demo of this production build runs on the simulated platform ' +
  '(a recorded assistant, no real calls). Set VITE_PLATFORM_PUBLIC_KEY (and VITE_DEMO_ASSISTANT_ID) for real calls.';

/**
 * Fixes the live demo's mode into the bundle as the `__DEMO_MODE__` literal, so the bundler drops the other mode's
 * code, and warns when a production build falls back to the simulated platform (it still builds: a fresh clone
 * must build with no configuration).
 */
export function demoModePlugin(mode: DemoMode): Plugin {
  return {
    name: 'site:demo-mode',
    config: () => ({ define: { __DEMO_MODE__: JSON.stringify(mode) } }),
    configResolved(config) {
      // Once per `pnpm build`: the client build, not the server build of the prerenderer.
      if (
        config.command === 'build' &&
        config.mode === 'production' &&
        !config.build.ssr &&
        mode === 'simulated'
      )
        config.logger.warn(`\n(!) ${SIMULATED_DEMO_WARNING}\n`);
    },
  };
}

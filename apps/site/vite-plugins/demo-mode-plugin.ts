import type { Plugin } from 'vite';
import type { DemoMode } from '../src/demo/demo-mode.ts';

/** What a production build that falls back to the simulation prints, naming the variables it lacks. */
export function simulatedDemoWarning(
  missing: readonly string[] = ['VITE_PLATFORM_PUBLIC_KEY', 'VITE_DEMO_ASSISTANT_ID'],
): string {
  return (
    `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: the live demo of this production ` +
    'build runs on the simulated platform (a recorded assistant, no real calls). Set VITE_PLATFORM_PUBLIC_KEY and ' +
    'VITE_DEMO_ASSISTANT_ID for real calls.'
  );
}

/** The warning of a build with no demo configuration at all. */
export const SIMULATED_DEMO_WARNING = simulatedDemoWarning();

/**
 * Fixes the live demo's mode into the bundle as the `__DEMO_MODE__` literal, so the bundler drops the other mode's
 * code, and warns when a production build falls back to the simulated platform (it still builds: a fresh clone
 * must build with no configuration). `missing`: the variables the configuration lacks for real calls.
 */
export function demoModePlugin(mode: DemoMode, missing?: readonly string[]): Plugin {
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
        config.logger.warn(`\n(!) ${simulatedDemoWarning(missing)}\n`);
    },
  };
}

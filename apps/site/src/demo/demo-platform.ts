import { env } from '../config/env';
import type { DemoPlatform } from './demo-platform-types';
import { realDemoPlatform } from './real-demo-platform';
import { simulatedDemoPlatform } from './simulated-demo-platform';

/**
 * The demo's platform, fixed at build time: `__DEMO_MODE__` is a literal (defined by vite-plugins/demo-mode-plugin.ts
 * from the parsed configuration), so the bundler drops the other branch — a build with a public key carries none of
 * the simulation, and a simulated build loads it as a separate chunk.
 */
export const demoPlatform: DemoPlatform =
  __DEMO_MODE__ === 'real' ? realDemoPlatform(env) : simulatedDemoPlatform(env);

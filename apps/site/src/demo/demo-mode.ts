import type { SiteEnv } from '../config/parse-env';

/** Where the demo's calls go: the real voice platform, or the simulated one inside the page. */
export const DEMO_MODES = ['real', 'simulated'] as const;

/** One demo mode. */
export type DemoMode = (typeof DEMO_MODES)[number];

/** The mode a configuration builds: real with a (valid) public key, simulated without one. */
export function demoModeOf(env: Pick<SiteEnv, 'platformPublicKey'>): DemoMode {
  return env.platformPublicKey ? 'real' : 'simulated';
}

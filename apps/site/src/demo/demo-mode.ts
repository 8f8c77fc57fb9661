import type { SiteEnv } from '../config/parse-env';

/** Where the demo's calls go: the real voice platform, or the simulated one inside the page. */
export const DEMO_MODES = ['real', 'simulated'] as const;

/** One demo mode. */
export type DemoMode = (typeof DEMO_MODES)[number];

type RealDemoEnv = Pick<SiteEnv, 'platformPublicKey' | 'demoAssistantId'>;

/**
 * The variables a configuration lacks (unset or invalid) for real calls: a key to call with and the assistant to
 * call. None for a real build.
 */
export function missingForRealDemo(env: RealDemoEnv): string[] {
  return [
    ...(env.platformPublicKey ? [] : ['VITE_PLATFORM_PUBLIC_KEY']),
    ...(env.demoAssistantId ? [] : ['VITE_DEMO_ASSISTANT_ID']),
  ];
}

/**
 * The mode a configuration builds: real with a (valid) public key and a (valid) assistant id, simulated otherwise (a
 * key alone would send every call to the placeholder id, which no platform knows).
 */
export function demoModeOf(env: RealDemoEnv): DemoMode {
  return missingForRealDemo(env).length === 0 ? 'real' : 'simulated';
}

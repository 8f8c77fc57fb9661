import type { SiteEnv } from '../config/parse-env';
import type { DemoPlatform } from './demo-platform-types';
import { sampleAudioUrl } from './sample-audio';
import type { Simulation } from './simulation/simulation';
import { loadSampleCues } from './transcript/load-sample-cues';

/** Any non-empty key: WebCall sends it as the bearer token, and the simulated platform only checks there is one. */
export const SIMULATED_PUBLIC_KEY = 'simulated-demo-key';

type SimulationModule = typeof import('./simulation/simulation');

let loading: Promise<SimulationModule> | undefined;

// The simulation (msw's handlers, the fake call object, the Web Audio voice) is a chunk of its own, fetched the
// first time a visitor starts or points at the demo, never with the page.
const loadSimulation = (): Promise<SimulationModule> => {
  loading ??= import('./simulation/simulation').catch((error: unknown) => {
    loading = undefined; // a failed chunk load (e.g. a flaky connection) is retried by the next start
    throw error;
  });
  return loading;
};

/**
 * The simulated platform, inside the page: `POST /call/web` answered by the api-client's msw handlers and a
 * simulated Daily call object whose assistant speaks the bundled sample call.
 */
export function simulatedDemoPlatform(
  env: Pick<SiteEnv, 'platformBaseUrl'>,
  load: () => Promise<Pick<SimulationModule, 'createSimulation'>> = loadSimulation,
): DemoPlatform {
  return {
    mode: 'simulated',
    webCallOptions({ language }) {
      let simulation: Promise<Simulation> | undefined;
      const simulated = () => {
        simulation ??= load().then(({ createSimulation }) =>
          createSimulation({
            baseUrl: env.platformBaseUrl,
            sampleUrl: () => sampleAudioUrl(language()),
            sampleCues: () => loadSampleCues(language()),
          }),
        );
        return simulation;
      };
      return {
        publicKey: SIMULATED_PUBLIC_KEY,
        baseUrl: env.platformBaseUrl,
        // The simulated assistant plays a recording and never listens: no microphone is asked for, and no silence
        // of it is worth a hint.
        microphone: 'optional',
        micSilence: false,
        fetch: async (input, init) => (await simulated()).fetch(input, init),
        createCallObject: async (options) => (await simulated()).createCallObject(options),
      };
    },
    preload: async () => {
      await load().then(
        () => undefined,
        (error: unknown) => console.warn('Could not preload the simulated demo.', error),
      );
    },
  };
}

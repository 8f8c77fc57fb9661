import type { CreateCallObject } from '@clinic/web-call';
import type { SampleCue } from '../transcript/sample-cues';
import { createSimulatedCallFactory } from './simulated-call';
import { createSimulatedFetch } from './simulated-fetch';

/** The simulated platform: what the demo's `WebCall` uses instead of the network and daily-js. */
export interface Simulation {
  readonly fetch: typeof fetch;
  readonly createCallObject: CreateCallObject;
}

/** Options of `createSimulation`. */
export interface SimulationOptions {
  readonly baseUrl: string;
  readonly sampleUrl: () => string | undefined;
  /** The script of that recording, for the transcript. */
  readonly sampleCues?: () => Promise<readonly SampleCue[]> | undefined;
}

/** Builds the simulated platform (the entry of the simulation's own chunk). */
export function createSimulation({ baseUrl, sampleUrl, sampleCues }: SimulationOptions): Simulation {
  return {
    fetch: createSimulatedFetch({ baseUrl, latencyMs: 300 }),
    createCallObject: createSimulatedCallFactory({ sampleUrl, sampleCues }).createCallObject,
  };
}

import type { CreateCallObject } from '@clinic/web-call';
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
}

/** Builds the simulated platform (the entry of the simulation's own chunk). */
export function createSimulation({ baseUrl, sampleUrl }: SimulationOptions): Simulation {
  return {
    fetch: createSimulatedFetch({ baseUrl, latencyMs: 300 }),
    createCallObject: createSimulatedCallFactory({ sampleUrl }).createCallObject,
  };
}

import { availableParallelism } from 'node:os';

/**
 * Workers for every package's unit suite. By default Vitest leaves one core to its own process: on the two cores a CI
 * machine has, that is a single worker and a core idle for the whole suite. The main process mostly waits on its
 * workers, so each core gets one.
 */
export const maxWorkers = availableParallelism();

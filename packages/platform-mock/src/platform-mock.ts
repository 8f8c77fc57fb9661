import {
  createPlatformMockCore,
  type PlatformMockCore,
  type PlatformMockOptions,
} from './platform-mock-core';

/** The mocked platform in the page: a `fetch` it answers, and the means to steer it. */
export interface PlatformMock
  extends Pick<PlatformMockCore, 'seed' | 'fail' | 'reset' | 'fetch' | 'runCall' | 'playSimulationRunItem'> {}

/** Creates a mock of the whole platform over one in-memory store, answering through its own `fetch`. */
export function createPlatformMock(options: PlatformMockOptions = {}): PlatformMock {
  const { seed, fail, reset, fetch, runCall, playSimulationRunItem } = createPlatformMockCore(options);
  return { seed, fail, reset, fetch, runCall, playSimulationRunItem };
}

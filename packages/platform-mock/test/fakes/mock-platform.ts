import {
  createPlatformCaller,
  createPlatformClient,
  type PlatformClientOptions,
  type PlatformOptions,
} from '@clinic/api-client';
// The client's own fake fetch, by path: test code only, in the direction the packages depend on (the mock on the
// client), so that there is one copy of it.
import { type Answer, createRecordingFetch } from '../../../api-client/test/fakes/recording-fetch';
import { createPlatformMock } from '../../src/platform-mock';
import type { PlatformMockOptions } from '../../src/platform-mock-core';
import { createStore, type StoreOptions } from '../../src/store';

export const TEST_BASE_URL = 'https://platform.test';

/** Answers a request itself, or leaves it to the mock with `undefined`. */
export type Override = (request: Request) => Response | undefined;

/**
 * The mocked platform behind a recording `fetch`, without any interception: the fetch records the request and
 * hands it to the mock's own in-page `platform.fetch`, as the site's simulated demo does. `override` answers
 * first (e.g. a text 503 the mock never gives); `storeOptions` fix ids and time.
 */
export function createMockTransport(
  override?: Override,
  storeOptions?: StoreOptions,
  mockOptions: Omit<PlatformMockOptions, 'baseUrl' | 'store'> = {},
) {
  const store = createStore(storeOptions);
  const platform = createPlatformMock({ ...mockOptions, baseUrl: TEST_BASE_URL, store });
  const answer: Answer = (request) => override?.(request) ?? platform.fetch(request);
  const recording = createRecordingFetch(answer);
  return { platform, store, fetch: recording.fetch, requests: recording.requests };
}

/** The full client wired to the mock platform. */
export function createMockPlatform(options: Omit<PlatformClientOptions, 'fetch' | 'baseUrl'> = {}) {
  const { fetch, ...transport } = createMockTransport();
  const client = createPlatformClient({ token: 'test-key', ...options, baseUrl: TEST_BASE_URL, fetch });
  return { client, ...transport };
}

/** The light caller wired to the mock platform. */
export function createMockPlatformCaller(
  options: Omit<PlatformOptions, 'fetch' | 'baseUrl'> = {},
  override?: Override,
) {
  const { fetch, ...transport } = createMockTransport(override);
  const caller = createPlatformCaller({ token: 'test-key', ...options, baseUrl: TEST_BASE_URL, fetch });
  return { caller, ...transport };
}

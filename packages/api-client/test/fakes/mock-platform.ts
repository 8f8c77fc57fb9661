import { getResponse, type RequestHandler } from 'msw';
import { createPlatformCaller } from '../../src/caller';
import { createPlatformClient, type PlatformClientOptions } from '../../src/client';
import { createPlatformHandlers } from '../../src/msw/handlers';
import { createStore, type Store, type StoreOptions } from '../../src/msw/store';
import type { PlatformOptions } from '../../src/platform-options';
import { createRecordingFetch } from './recording-fetch';

export const TEST_BASE_URL = 'https://platform.test';

/**
 * The msw handlers of the whole platform behind a recording `fetch`, without any interception: the fetch
 * records the request and asks msw's `getResponse` for the answer, exactly as the site's in-page demo does.
 * `before` handlers answer first (e.g. a 503 the mock never gives); `storeOptions` fix ids and time.
 */
export function createMockTransport(before: RequestHandler[] = [], storeOptions?: StoreOptions) {
  const store: Store = createStore(storeOptions);
  const handlers = [...before, ...createPlatformHandlers({ baseUrl: TEST_BASE_URL, store })];
  const recording = createRecordingFetch(async (request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`No mock handler for ${request.method} ${request.url}`);
    return response;
  });
  return { handlers, store, fetch: recording.fetch, requests: recording.requests };
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
  before: RequestHandler[] = [],
) {
  const { fetch, ...transport } = createMockTransport(before);
  const caller = createPlatformCaller({ token: 'test-key', ...options, baseUrl: TEST_BASE_URL, fetch });
  return { caller, ...transport };
}

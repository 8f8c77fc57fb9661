import { getResponse } from 'msw';
import { createPlatformClient, type PlatformClientOptions } from '../../src/client';
import { createPlatformHandlers } from '../../src/msw/handlers';
import { createStore, type Store } from '../../src/msw/store';
import { createRecordingFetch } from './recording-fetch';

export const TEST_BASE_URL = 'https://platform.test';

/**
 * A client wired to the msw handlers without any interception: its injected `fetch` records the request and
 * asks msw's `getResponse` for the answer, exactly as the site's in-page demo does.
 */
export function createMockPlatform(options: Omit<PlatformClientOptions, 'fetch' | 'baseUrl'> = {}) {
  const store: Store = createStore();
  const handlers = createPlatformHandlers({ baseUrl: TEST_BASE_URL, store });
  const recording = createRecordingFetch(async (request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new TypeError(`No mock handler for ${request.method} ${request.url}`);
    return response;
  });
  const client = createPlatformClient({
    token: 'test-key',
    ...options,
    baseUrl: TEST_BASE_URL,
    fetch: recording.fetch,
  });
  return { client, handlers, store, requests: recording.requests };
}

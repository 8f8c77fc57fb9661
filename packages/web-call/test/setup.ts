import { createPlatformHandlers } from '@clinic/platform-mock/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The whole platform, mocked at the network boundary; tests override single routes with `server.use`. */
export const server = setupServer(...createPlatformHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...createPlatformHandlers());
  document.body.innerHTML = '';
});
afterAll(() => server.close());

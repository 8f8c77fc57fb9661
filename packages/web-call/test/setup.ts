import { createPlatformHandlers } from '@clinic/platform-mock/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createFakeMediaDevices } from '../src/testing/index';

/** The whole platform, mocked at the network boundary; tests override single routes with `server.use`. */
export const server = setupServer(...createPlatformHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A page whose microphone is granted, unless a test passes its own `mediaDevices`: the 0.3 start asks for it.
beforeEach(() => {
  Object.defineProperty(globalThis.navigator, 'mediaDevices', {
    value: createFakeMediaDevices(),
    configurable: true,
  });
});
afterEach(() => {
  server.resetHandlers(...createPlatformHandlers());
  document.body.innerHTML = '';
});
afterAll(() => server.close());

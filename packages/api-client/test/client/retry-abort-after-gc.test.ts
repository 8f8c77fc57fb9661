import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlatformClient } from '../../src/client/client';

// Node's `Request.clone()` ties the copy's signal to the original's through a weak reference only; a retried
// attempt sends such a copy. This collects garbage while the attempt is in flight, as a busy process would.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const server = setupServer(http.get('https://api.vapi.ai/assistant', () => delay('infinite')));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('an abort still reaches a retryable request in flight after a garbage collection', async () => {
  const platform = createPlatformClient({ token: 'server-key' });
  const controller = new AbortController();
  const pending = platform.GET('/assistant', { signal: controller.signal });
  const outcome = pending.catch((error: unknown) => error);

  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 10));
  controller.abort();

  await expect(outcome).resolves.toMatchObject({ name: 'AbortError' });
}, 3_000);

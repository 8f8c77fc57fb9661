// Bundled for the browser by the spec: the mocked platform behind the typed client, twice over — through a
// service worker (setupWorker) and in-page through getResponse, the way the site's simulated demo answers.

import { createPlatformClient, PlatformApiError } from '@clinic/api-client';
import { getResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createPlatformHandlers } from '../../src/msw/index';

async function throughWorker() {
  const worker = setupWorker(...createPlatformHandlers());
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'error',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  try {
    const platform = createPlatformClient({ token: 'public-key' });
    const { data: call } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
    const { data: page } = await platform.GET('/v2/call', { params: { query: { limit: 5 } } });
    const unauthorized = await createPlatformClient()
      .GET('/assistant')
      .catch((error: unknown) => (error instanceof PlatformApiError ? error.status : 'other'));
    return { call, total: page?.metadata.totalItems, unauthorized };
  } finally {
    worker.stop();
  }
}

async function inPage() {
  const handlers = createPlatformHandlers();
  const platform = createPlatformClient({
    token: 'public-key',
    fetch: async (input, init) => {
      const response = await getResponse(handlers, new Request(input, init));
      if (!response) throw new TypeError('no mock handler');
      return response;
    },
  });
  const { data: call } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
  const { data: again } = await platform.GET('/call/{id}', { params: { path: { id: call?.id ?? '' } } });
  return { call, again };
}

Object.assign(window, { throughWorker, inPage });

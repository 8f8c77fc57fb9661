import { createPlatformClient, PlatformApiError } from '@clinic/api-client';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import mswManifest from 'msw/package.json';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPlatformHandlers } from '../src/msw/platform-mock';

const BASE = 'https://api.vapi.ai';
// Created before the server starts intercepting: the client must look fetch up per request to be mocked.
const platform = createPlatformClient({ token: 'server-key' });
const server = setupServer(...createPlatformHandlers());

it('runs on the msw major this run is for (2 by default, 3 with vitest.msw3.config.ts)', () => {
  expect(mswManifest.version.split('.')[0]).toBe(process.env.MSW_MAJOR ?? '2');
});

describe('with msw/node intercepting the global fetch', () => {
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('a client created before server.listen() is answered by the handlers at the default base URL', async () => {
    server.listen({ onUnhandledRequest: 'error' });

    const { data: call } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
    const { data: again } = await platform.GET('/call/{id}', { params: { path: { id: call?.id ?? '' } } });

    expect(call).toMatchObject({ type: 'webCall', webCallUrl: expect.stringContaining('.daily.co/') });
    expect(again).toEqual(call);
  });

  it('a handler error is a PlatformApiError', async () => {
    await expect(platform.GET('/tool/{id}', { params: { path: { id: 'missing' } } })).rejects.toBeInstanceOf(
      PlatformApiError,
    );
  });

  it('a network error passes through as the TypeError fetch raises', async () => {
    server.use(http.get(`${BASE}/assistant`, () => HttpResponse.error()));

    const error = await platform.GET('/assistant').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(PlatformApiError);
  });

  it('aborting a slow request rejects it with an AbortError', async () => {
    server.use(http.get(`${BASE}/assistant`, () => delay('infinite')));
    const controller = new AbortController();

    const pending = platform.GET('/assistant', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

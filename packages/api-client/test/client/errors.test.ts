import { describe, expect, it } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { createPlatformClient } from '../../src/client/client';
import { PlatformApiError, PlatformResponseError } from '../../src/client/errors';
import { createPlatformSender } from '../../src/client/sender';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to reject');
}

describe('non-2xx responses', () => {
  it('500 with a text body keeps the text as body', async () => {
    const { fetch } = createRecordingFetch(() => new Response('upstream exploded', { status: 500 }));
    const client = createPlatformClient({ token: 'k', fetch });

    const error = await rejectionOf(
      client.PATCH('/call/{id}', { params: { path: { id: 'c1' } }, body: { name: 'x' } }),
    );

    expect(error).toMatchObject({ status: 500, body: 'upstream exploded', method: 'PATCH' });
  });

  it('an error with an empty body has an undefined body', async () => {
    const { fetch } = createRecordingFetch(() => new Response(null, { status: 500 }));
    const client = createPlatformClient({ token: 'k', fetch });

    const error = await rejectionOf(client.GET('/tool'));

    expect(error).toMatchObject({ status: 500, body: undefined });
  });

  it('joins the messages of a validation error list', async () => {
    const body = {
      message: ['name must be a string', 'model is required'],
      error: 'Bad Request',
      statusCode: 400,
    };
    const { fetch } = createRecordingFetch(() => json(body, 400));
    const client = createPlatformClient({ token: 'k', fetch });

    const error = await rejectionOf(client.POST('/assistant', { body: {} }));

    expect((error as Error).message).toContain('name must be a string; model is required');
    expect((error as PlatformApiError).body).toEqual(body);
  });
});

describe('non-2xx answers that a middleware of the app makes', () => {
  // openapi-fetch resolves these as `{ error }`; PlatformClient types a resolved call as a success.
  const busy = () => json({ message: 'Busy', error: 'Service Unavailable', statusCode: 503 }, 503);

  it('an answer of its own in onRequest rejects with PlatformApiError', async () => {
    const { fetch, requests } = createRecordingFetch(() => json([]));
    const client = createPlatformClient({ token: 'k', fetch });
    client.use({ onRequest: () => busy() });

    const error = await rejectionOf(client.GET('/assistant'));

    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 503, method: 'GET', body: { message: 'Busy' }, url: '/assistant' });
    expect(requests).toHaveLength(0);
  });

  it('a recovery in onError and a swap in onResponse reject too', async () => {
    const { fetch } = createRecordingFetch(() => Promise.reject(new TypeError('fetch failed')));
    const recovering = createPlatformClient({ token: 'k', fetch });
    recovering.use({ onError: () => new Response(null, { status: 502 }) });
    const swapping = createPlatformClient({ token: 'k', fetch: createRecordingFetch(() => json([])).fetch });
    swapping.use({ onResponse: () => busy() });

    await expect(recovering.DELETE('/tool/{id}', { params: { path: { id: 't1' } } })).rejects.toMatchObject({
      name: 'PlatformApiError',
      status: 502,
      method: 'DELETE',
      body: undefined,
    });
    await expect(swapping.GET('/assistant')).rejects.toMatchObject({ name: 'PlatformApiError', status: 503 });
  });

  it('a 2xx answer of its own still resolves with its data', async () => {
    const client = createPlatformClient({ token: 'k', fetch: createRecordingFetch(() => busy()).fetch });
    client.use({ onRequest: () => json([{ id: 'a1' }]) });

    const { data } = await client.GET('/assistant');

    expect(data).toEqual([{ id: 'a1' }]);
  });
});

describe('network failures', () => {
  it('reject with the underlying error, untouched', async () => {
    const failure = new TypeError('fetch failed');
    const { fetch } = createRecordingFetch(() => Promise.reject(failure));
    const client = createPlatformClient({ token: 'k', fetch });

    const error = await rejectionOf(client.GET('/assistant'));

    expect(error).toBe(failure);
    expect(error).not.toBeInstanceOf(PlatformApiError);
  });

  it('are not retried, even for GET', async () => {
    let attempts = 0;
    const { fetch } = createRecordingFetch(() => {
      attempts++;
      return Promise.reject(new TypeError('fetch failed'));
    });
    const client = createPlatformClient({ token: 'k', fetch });

    await expect(client.GET('/assistant')).rejects.toThrow('fetch failed');
    expect(attempts).toBe(1);
  });
});

describe('2xx answers that are not JSON', () => {
  const htmlPage = () =>
    createRecordingFetch(
      () =>
        new Response('<html>Gateway login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );

  type Get = {
    GET: (path: '/assistant/{id}', init: { params: { path: { id: string } } }) => Promise<unknown>;
  };
  it.each([
    ['full client', (fetch: typeof globalThis.fetch): Get => createPlatformClient({ token: 'k', fetch })],
    ['light caller', (fetch: typeof globalThis.fetch): Get => createPlatformCaller({ token: 'k', fetch })],
    [
      'sender alone',
      (fetch: typeof globalThis.fetch): Get => ({
        GET: (path, { params }) =>
          createPlatformSender({ token: 'k', fetch })(path, `/assistant/${params.path.id}`, {}),
      }),
    ],
  ] as const)('the %s rejects with a PlatformResponseError naming the operation', async (_, create) => {
    const error = await rejectionOf(
      create(htmlPage().fetch).GET('/assistant/{id}', { params: { path: { id: 'a1' } } }),
    );

    expect(error).toBeInstanceOf(PlatformResponseError);
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({
      name: 'PlatformResponseError',
      operation: 'GET /assistant/{id}',
      status: 200,
      body: '<html>Gateway login</html>',
      url: 'https://api.vapi.ai/assistant/a1',
      message: 'GET /assistant/{id} answered 200 with a non-JSON body',
    });
  });

  it('the full client leaves non-JSON alone when asked for text', async () => {
    const { data } = await createPlatformClient({ token: 'k', fetch: htmlPage().fetch }).GET('/assistant', {
      parseAs: 'text',
    });
    expect(data).toBe('<html>Gateway login</html>');
  });

  it('an empty 2xx body is no error: data is undefined', async () => {
    const empty = createRecordingFetch(() => new Response('', { status: 200 }));
    const { data } = await createPlatformCaller({ token: 'k', fetch: empty.fetch }).DELETE('/tool/{id}', {
      params: { path: { id: 't1' } },
    });
    expect(data).toBeUndefined();
  });
});

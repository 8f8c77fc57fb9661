import { describe, expect, it } from 'vitest';
import { PlatformApiError } from '../../src/client/errors';
import { createPlatformSender } from '../../src/client/sender';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

describe('createPlatformSender', () => {
  it('sends the request as built under the default host, with the token, and parses the 2xx answer', async () => {
    const { fetch, requests } = createRecordingFetch(() => json({ id: 'c1' }, 201));
    const send = createPlatformSender({ token: 'public-key', fetch });

    const { data, response } = await send('/call/web', '/call/web', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistantId: 'front-desk' }),
    });

    expect(data).toEqual({ id: 'c1' });
    expect(response.status).toBe(201);
    expect(requests[0]?.url).toBe('https://api.vapi.ai/call/web');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer public-key');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ assistantId: 'front-desk' });
  });

  it('appends the path as sent to the base URL, without its trailing slash', async () => {
    const { fetch, requests } = createRecordingFetch(() => json([]));
    const send = createPlatformSender({ baseUrl: 'http://localhost:3000/api/', token: 'k', fetch });

    await send('/v2/call', '/v2/call?page=2', {});

    expect(requests[0]?.url).toBe('http://localhost:3000/api/v2/call?page=2');
  });

  it('judges the auth rule by the schema path: no Authorization on POST /credential/webhook', async () => {
    const { fetch, requests } = createRecordingFetch(() => json({}));
    const send = createPlatformSender({ token: 'k', fetch });

    await send('/credential/webhook', '/credential/webhook', {
      method: 'POST',
      headers: { Authorization: 'Bearer from-headers' },
    });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('rejects a non-2xx answer with PlatformApiError, and resolves undefined for an empty 2xx body', async () => {
    const notFound = { message: 'Not Found', error: 'Not Found', statusCode: 404 };
    const { fetch } = createRecordingFetch(() => json(notFound, 404));
    const send = createPlatformSender({ token: 'test-key', baseUrl: 'https://platform.test', fetch });

    const missing = send('/assistant/{id}', '/assistant/00000000-0000-4000-8000-0000000000ff', {});
    await expect(missing).rejects.toBeInstanceOf(PlatformApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, method: 'GET', body: notFound });

    const empty = createPlatformSender({
      token: 'k',
      fetch: createRecordingFetch(() => new Response(null, { status: 204 })).fetch,
    });
    expect((await empty('/tool/{id}', '/tool/t1', { method: 'DELETE' })).data).toBeUndefined();
  });

  it('passes a refused request (a body on a GET) on as a rejection, sending nothing', async () => {
    const { fetch, requests } = createRecordingFetch(() => json({}));
    const send = createPlatformSender({ token: 'k', fetch });

    await expect(send('/assistant', '/assistant', { method: 'GET', body: '{}' })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(requests).toHaveLength(0);
  });
});

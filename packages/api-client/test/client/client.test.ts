import { describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from '../../src/client/client';
import { DEFAULT_BASE_URL } from '../../src/client/options';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

function clientAnswering(body: unknown = { id: 'a1' }, status = 200) {
  const recording = createRecordingFetch(() => json(body, status));
  return { ...recording, answered: status };
}

describe('createPlatformClient', () => {
  it('calls the platform host by default, with the path and query of the operation', async () => {
    const { fetch, requests } = clientAnswering({ results: [], metadata: {} });
    const platform = createPlatformClient({ token: 'k', fetch });

    await platform.GET('/v2/call', { params: { query: { page: 2, limit: 10 } } });

    expect(DEFAULT_BASE_URL).toBe('https://api.vapi.ai');
    expect(requests[0]?.url).toBe('https://api.vapi.ai/v2/call?page=2&limit=10');
    expect(requests[0]?.method).toBe('GET');
  });

  it('fills path parameters and honours a custom base URL with a trailing slash', async () => {
    const { fetch, requests } = clientAnswering();
    const platform = createPlatformClient({ baseUrl: 'http://localhost:3000/api/', token: 'k', fetch });

    await platform.GET('/assistant/{id}', { params: { path: { id: 'a b' } } });

    expect(requests[0]?.url).toBe('http://localhost:3000/api/assistant/a%20b');
  });

  it('sends a JSON body with a JSON content-type', async () => {
    const { fetch, requests } = clientAnswering({ id: 'c1', webCallUrl: 'https://x.daily.co/c1' }, 201);
    const platform = createPlatformClient({ token: 'k', fetch });

    const { data } = await platform.POST('/call/web', { body: { assistantId: 'asst_1' } });

    expect(data?.id).toBe('c1');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ assistantId: 'asst_1' });
  });

  it('sends Authorization: Bearer <token> on every request', async () => {
    const { fetch, requests } = clientAnswering([]);
    const platform = createPlatformClient({ token: 'secret-key', fetch });

    await platform.GET('/assistant');
    await platform.DELETE('/tool/{id}', { params: { path: { id: 't1' } } });

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer secret-key',
      'Bearer secret-key',
    ]);
  });

  it('asks an async token provider before each request, so a refreshed token is used', async () => {
    const { fetch, requests } = clientAnswering([]);
    const tokens = ['first', 'second'];
    const token = vi.fn(async () => tokens.shift());
    const platform = createPlatformClient({ token, fetch });

    await platform.GET('/squad');
    await platform.GET('/squad');

    expect(token).toHaveBeenCalledTimes(2);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('accepts a sync provider, and sends no Authorization when it has no token', async () => {
    const { fetch, requests } = clientAnswering([]);
    let current: string | undefined;
    const platform = createPlatformClient({ token: () => current, fetch });

    await platform.GET('/squad');
    current = 'now-signed-in';
    await platform.GET('/squad');

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer now-signed-in');
  });

  it('adds the default headers to every request', async () => {
    const { fetch, requests } = clientAnswering([]);
    const platform = createPlatformClient({ token: 'k', headers: { 'X-Clinic': 'north' }, fetch });

    await platform.GET('/tool');

    expect(requests[0]?.headers.get('X-Clinic')).toBe('north');
  });

  it('uses the fetch given at the moment of the request, not one captured at creation', async () => {
    const calls: string[] = [];
    const options = {
      token: 'k',
      fetch: createRecordingFetch(() => {
        calls.push('first');
        return json([]);
      }).fetch,
    };
    const platform = createPlatformClient(options);
    options.fetch = createRecordingFetch(() => {
      calls.push('second');
      return json([]);
    }).fetch;

    await platform.GET('/workflow');

    expect(calls).toEqual(['second']);
  });

  it('cancels with init.signal: a pending request rejects with the AbortError', async () => {
    const { fetch } = createRecordingFetch(() => new Promise<Response>(() => {}));
    const platform = createPlatformClient({ token: 'k', fetch });
    const controller = new AbortController();

    const pending = platform.GET('/assistant', { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not send a request whose signal is already aborted', async () => {
    const answer = vi.fn(() => json([]));
    const { fetch } = createRecordingFetch(answer);
    const platform = createPlatformClient({ token: 'k', fetch });

    await expect(platform.GET('/assistant', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(answer).not.toHaveBeenCalled();
  });
});

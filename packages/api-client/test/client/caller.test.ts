import { describe, expect, it, vi } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { PLATFORM_METHODS } from '../../src/client/paths';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

describe('createPlatformCaller', () => {
  it('has the five methods of the platform and nothing else', () => {
    const caller = createPlatformCaller();
    expect(Object.keys(caller)).toEqual([...PLATFORM_METHODS]);
  });

  it('calls the platform host by default', async () => {
    const { fetch, requests } = createRecordingFetch(() => json([]));
    const caller = createPlatformCaller({ token: 'k', fetch });

    await caller.GET('/assistant');

    expect(requests[0]?.url).toBe('https://api.vapi.ai/assistant');
  });

  it('encodes a path parameter and strips a trailing slash of the base URL', async () => {
    const { fetch, requests } = createRecordingFetch(() => json({ id: 'a b' }));
    const caller = createPlatformCaller({ baseUrl: 'http://localhost:3000/api/', token: 'k', fetch });

    await caller.GET('/assistant/{id}', { params: { path: { id: 'a b/c' } } });

    expect(requests[0]?.url).toBe('http://localhost:3000/api/assistant/a%20b%2Fc');
  });

  it('a network failure rejects with the very error fetch threw', async () => {
    const failure = new TypeError('Failed to fetch');
    const caller = createPlatformCaller({ token: 'k', fetch: () => Promise.reject(failure) });

    await expect(caller.POST('/call/web', { body: { assistantId: 'a' } })).rejects.toBe(failure);
  });

  it('cancels with signal: a pending call rejects with the AbortError', async () => {
    const { fetch } = createRecordingFetch(() => new Promise<Response>(() => {}));
    const caller = createPlatformCaller({ token: 'k', fetch });
    const controller = new AbortController();

    const pending = caller.POST('/call/web', { body: { assistantId: 'a' }, signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not answer a call whose signal is already aborted', async () => {
    const answer = vi.fn(() => json([]));
    const caller = createPlatformCaller({ token: 'k', fetch: createRecordingFetch(answer).fetch });

    await expect(caller.GET('/assistant', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(answer).not.toHaveBeenCalled();
  });

  it('uses the fetch given at the moment of the call, not one captured at creation', async () => {
    const calls: string[] = [];
    const answering = (name: string) =>
      createRecordingFetch(() => {
        calls.push(name);
        return json([]);
      }).fetch;
    const options = { token: 'k', fetch: answering('first') };
    const caller = createPlatformCaller(options);
    options.fetch = answering('second');

    await caller.GET('/workflow');

    expect(calls).toEqual(['second']);
  });

  it('resolves data undefined for an empty 2xx body', async () => {
    const caller = createPlatformCaller({
      token: 'k',
      fetch: async () => new Response(null, { status: 200 }),
    });

    const { data, response } = await caller.DELETE('/tool/{id}', { params: { path: { id: 't1' } } });

    expect(data).toBeUndefined();
    expect(response.status).toBe(200);
  });
});

import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformCaller } from '../src/caller';
import { createPlatformClient } from '../src/client';
import { sendWith } from '../src/platform-options';
import { createPlatformSender } from '../src/platform-sender';
import { createRecordingFetch, json } from './fakes/recording-fetch';

const hanging = () => createRecordingFetch(() => new Promise<Response>(() => {}));

/** A fetch that answers headers at once and then never finishes the body. */
function stallingBody() {
  return createRecordingFetch(
    () =>
      new Response(new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array([123])) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

type Send = (options: {
  fetch: typeof fetch;
  timeout?: number;
}) => (signal?: AbortSignal) => Promise<unknown>;

const WAYS: [string, Send][] = [
  [
    'full client',
    (options) => (signal) =>
      createPlatformClient({ token: 'k', ...options, retry: false }).GET('/assistant', { signal }),
  ],
  [
    'light caller',
    (options) => (signal) => createPlatformCaller({ token: 'k', ...options }).GET('/assistant', { signal }),
  ],
  [
    'sender alone',
    (options) => (signal) =>
      createPlatformSender({ token: 'k', ...options })('/assistant', '/assistant', { signal }),
  ],
];

describe.each(WAYS)('timeout of the %s', (_, way) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 30 s by default with a TimeoutError, and aborts the request', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = hanging();
    const settled = way({ fetch })().catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(requests).toHaveLength(1);
    let done = false;
    void settled.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await settled).toMatchObject({ name: 'TimeoutError', message: 'No answer within 30000 ms' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its own limit', async () => {
    vi.useFakeTimers();
    const settled = way({ fetch: hanging().fetch, timeout: 500 })().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled).toMatchObject({ name: 'TimeoutError' });
  });

  it('bounds the answer body too: headers then silence is a TimeoutError', async () => {
    vi.useFakeTimers();
    const settled = way({ fetch: stallingBody().fetch, timeout: 1_000 })().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled).toMatchObject({ name: 'TimeoutError' });
  });

  it('waits for ever with timeout 0', async () => {
    vi.useFakeTimers();
    let done = false;
    void way({ fetch: hanging().fetch, timeout: 0 })().finally(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(done).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still aborts with an AbortError through init.signal, before the limit', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const settled = way({ fetch: hanging().fetch, timeout: 1_000 })(controller.signal).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await settled).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('bounds a fetch that ignores its signal', async () => {
    vi.useFakeTimers();
    const deaf: typeof fetch = () => new Promise<Response>(() => {});
    const settled = way({ fetch: deaf, timeout: 100 })().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled).toMatchObject({ name: 'TimeoutError' });
  });

  it('leaves no timer behind an answered request', async () => {
    vi.useFakeTimers();
    await way({ fetch: createRecordingFetch(() => json([])).fetch })();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('sendWith', () => {
  it('removes its listener from the request signal once answered', async () => {
    const request = new Request('https://platform.test/assistant');
    const response = await sendWith({ fetch: createRecordingFetch(() => json({ ok: true })).fetch })(request);

    expect(await response.json()).toEqual({ ok: true });
    expect(getEventListeners(request.signal, 'abort')).toHaveLength(0);
  });

  it('keeps status, headers and body; an empty 204 stays bodyless', async () => {
    const send = sendWith({
      fetch: async () => new Response(null, { status: 204, headers: { 'X-Request-Id': 'r1' } }),
    });
    const response = await send(new Request('https://platform.test/tool/t1', { method: 'DELETE' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Request-Id')).toBe('r1');
    expect(response.body).toBeNull();
  });
});

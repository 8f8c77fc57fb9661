import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { createPlatformClient } from '../../src/client/client';
import { sendWith } from '../../src/client/options';
import { createPlatformSender } from '../../src/client/sender';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

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

/** Creates one way of calling the platform; the function it returns sends one request. */
type Way = (options: { fetch: typeof fetch; timeout?: number }) => (signal?: AbortSignal) => Promise<unknown>;

const WAYS: [string, Way][] = [
  [
    'full client',
    (options) => {
      const client = createPlatformClient({ token: 'k', ...options, retry: false });
      return (signal) => client.GET('/assistant', { signal });
    },
  ],
  [
    'light caller',
    (options) => {
      const caller = createPlatformCaller({ token: 'k', ...options });
      return (signal) => caller.GET('/assistant', { signal });
    },
  ],
  [
    'sender alone',
    (options) => {
      const send = createPlatformSender({ token: 'k', ...options });
      return (signal) => send('/assistant', '/assistant', { signal });
    },
  ],
];

const DAY_MS = 24 * 3600_000;

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

  // 0 is the documented way to say "no limit"; Infinity, and any limit longer than a timer can wait, mean the same
  // (a timer set for them would fire at once).
  it.each([0, Number.POSITIVE_INFINITY, 2 ** 31, 30 * DAY_MS])(
    'waits for ever with timeout %d: no timer, no failure',
    async (timeout) => {
      vi.useFakeTimers();
      let outcome = 'pending';
      way({ fetch: hanging().fetch, timeout })().then(
        () => {
          outcome = 'answered';
        },
        (error: Error) => {
          outcome = error.name;
        },
      );
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(40 * DAY_MS);
      expect(outcome).toBe('pending');
    },
  );

  it('waits with timeout Infinity on the real timers too, where a timer past 2^31 - 1 ms fires at once', async () => {
    let outcome = 'pending';
    way({ fetch: hanging().fetch, timeout: Number.POSITIVE_INFINITY })().catch((error: Error) => {
      outcome = error.name;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcome).toBe('pending');
  });

  it('still bounds the longest limit a timer can wait, 2^31 - 1 ms', async () => {
    vi.useFakeTimers();
    const settled = way({ fetch: hanging().fetch, timeout: 2 ** 31 - 1 })().catch((error: unknown) => error);
    let done = false;
    void settled.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2 ** 31 - 2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ name: 'TimeoutError' });
  });

  it.each([-1, -Number.POSITIVE_INFINITY, Number.NaN, '500' as unknown as number])(
    'refuses timeout %s with a TypeError when created, before any request',
    (timeout) => {
      const { fetch, requests } = hanging();
      expect(() => way({ fetch, timeout })).toThrow(
        new TypeError(`timeout must be 0 (no limit) or more milliseconds, not ${String(timeout)}.`),
      );
      expect(requests).toHaveLength(0);
    },
  );

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

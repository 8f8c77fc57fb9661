import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientWith, createPlatformClient } from '../../src/client/client';
import { PlatformApiError } from '../../src/client/errors';
import { sendWith } from '../../src/client/options';
import {
  abortableSleep,
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  resolveRetryPolicy,
  type Sleep,
  withRetry,
} from '../../src/client/retry';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

/** A fetch answering the given statuses in turn (then 200), with optional headers per answer. */
function answering(...answers: Array<number | [number, Record<string, string>]>) {
  return createRecordingFetch(() => {
    const next = answers.shift() ?? 200;
    const [status, headers] = typeof next === 'number' ? [next, {}] : next;
    return json(status < 300 ? { ok: true } : { message: `status ${status}` }, status, headers);
  });
}

/**
 * A sleep that returns at once and remembers how long it was asked to wait; the jitter is pinned at 0 (the full
 * backoff, exactly the Retry-After) unless `random` says otherwise.
 */
function recordingSleep(random = () => 0) {
  const waits: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    signal.throwIfAborted();
    waits.push(ms);
  };
  return { sleep, waits, random };
}

const NOW = Date.parse('2026-01-05T10:00:00Z');

describe('retry policy', () => {
  it('defaults to 2 retries with exponential backoff from 300 ms, capped at 10 s', () => {
    expect(resolveRetryPolicy(undefined)).toEqual({ retries: 2, baseDelayMs: 300, maxDelayMs: 10_000 });
    expect([0, 1, 2, 10].map((attempt) => backoffDelay(attempt, DEFAULT_RETRY_POLICY))).toEqual([
      300, 600, 1200, 10_000,
    ]);
  });

  it('is switched off by `false`, and by a retry count that is not a positive number', () => {
    expect(resolveRetryPolicy(false)).toBeUndefined();
    expect(resolveRetryPolicy({ retries: 5 })).toEqual({ ...DEFAULT_RETRY_POLICY, retries: 5 });
    for (const retries of [0, -1, Number.NaN]) expect(resolveRetryPolicy({ retries })).toBeUndefined();
  });

  it('gives a field set to undefined its default, as one left out (an app passing on its own optional setting)', () => {
    expect(resolveRetryPolicy({ retries: undefined, baseDelayMs: undefined, maxDelayMs: undefined })).toEqual(
      DEFAULT_RETRY_POLICY,
    );
    expect(resolveRetryPolicy({ retries: 4, maxDelayMs: undefined })).toEqual({
      ...DEFAULT_RETRY_POLICY,
      retries: 4,
    });
  });

  it.each([
    ['3', 3000],
    ['0', 0],
    ['007', 7000],
    ['Mon, 05 Jan 2026 10:00:07 GMT', 7000],
    ['Mon, 05 Jan 2026 09:59:00 GMT', 0],
    // The two obsolete forms RFC 9110 §5.6.7 still asks recipients to accept.
    ['Monday, 05-Jan-26 10:00:09 GMT', 9000],
    ['Mon Jan  5 10:00:04 2026', 4000],
  ])('reads Retry-After %j as %i ms (delta-seconds or HTTP-date)', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it.each([
    '0x10',
    '1e3',
    ' 5',
    '5 ',
    '-4',
    '+4',
    '1.5',
    '.5',
    'Infinity',
    'NaN',
    'soon',
    '5 seconds',
    '2026-01-05T10:00:07Z',
    'Mon, 05 Jan 2026 10:00:07',
    'Mon, 05 Jan 2026 10:00:07 CET',
    'Mon, 45 Foo 2026 10:00:07 GMT',
    '',
    null,
  ])('ignores the malformed Retry-After %j', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('retrying requests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([429, 502, 503, 504])('retries a GET answered %i, backing off 300 then 600 ms', async (status) => {
    const { fetch, requests } = answering(status, status);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });

    const { data } = await client.GET('/assistant');

    expect(data).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it('gives up after 2 retries and rejects with the last answer', async () => {
    const { fetch, requests } = answering(503, 502, 504, 200);
    const { sleep } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });

    await expect(client.DELETE('/assistant/{id}', { params: { path: { id: 'a1' } } })).rejects.toMatchObject({
      status: 504,
      method: 'DELETE',
    });
    expect(requests).toHaveLength(3);
  });

  it('resends the whole body of a PUT on every attempt', async () => {
    const { fetch, requests } = answering(503, 429);
    const { sleep } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });

    await client.PUT('/assistant/{id}', { params: { path: { id: 'a1' } }, body: { name: 'Reception' } });

    const bodies = await Promise.all(requests.map((request) => request.json()));
    expect(bodies).toEqual([{ name: 'Reception' }, { name: 'Reception' }, { name: 'Reception' }]);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(
      Array(3).fill('Bearer k'),
    );
  });

  it('waits what Retry-After asks (seconds or date) instead of its own backoff', async () => {
    const { fetch } = answering(
      [429, { 'Retry-After': '2' }],
      [503, { 'Retry-After': 'Mon, 05 Jan 2026 10:00:05 GMT' }],
    );
    const { sleep, waits } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });

    await client.GET('/assistant');

    expect(waits).toEqual([2000, 5000]);
  });

  it('does not retry earlier than asked: a Retry-After beyond maxDelayMs surfaces the 429', async () => {
    const { fetch, requests } = answering([429, { 'Retry-After': '120' }]);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch, retry: { maxDelayMs: 60_000 } }, { sleep });

    await expect(client.GET('/assistant')).rejects.toMatchObject({ status: 429 });
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('surfaces a Retry-After longer than a timer can wait, even with maxDelayMs: Infinity', async () => {
    // 30 days: a timer set for that would fire at once and the request would go out again at once.
    const { fetch, requests } = answering([503, { 'Retry-After': String(30 * 24 * 3600) }]);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith(
      { token: 'k', fetch, retry: { maxDelayMs: Number.POSITIVE_INFINITY } },
      { sleep },
    );

    await expect(client.GET('/assistant')).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(resolveRetryPolicy({ maxDelayMs: Number.POSITIVE_INFINITY })?.maxDelayMs).toBe(2 ** 31 - 1);
  });

  it('follows a configured policy', async () => {
    const { fetch, requests } = answering(503, 503, 503, 503);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith(
      { token: 'k', fetch, retry: { retries: 4, baseDelayMs: 100, maxDelayMs: 500 } },
      { sleep, random: () => 0 },
    );

    await client.GET('/assistant');

    expect(requests).toHaveLength(5);
    expect(waits).toEqual([100, 200, 400, 500]);
  });

  it('retries by default when the fields of the policy are undefined (it used to send once, or retry without waiting)', async () => {
    const { fetch, requests } = answering(503, 503, 503);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith(
      { token: 'k', fetch, retry: { retries: undefined, baseDelayMs: undefined, maxDelayMs: undefined } },
      { sleep, random: () => 0 },
    );

    await expect(client.GET('/assistant')).rejects.toMatchObject({ status: 503 });

    expect(requests).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  it.each(['POST', 'PATCH'] as const)('never retries a %s', async (method) => {
    const { fetch, requests } = answering(503, 200);
    const { sleep } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });

    const sent =
      method === 'POST'
        ? client.POST('/call/web', { body: { assistantId: 'a1' } })
        : client.PATCH('/call/{id}', { params: { path: { id: 'c1' } }, body: { name: 'x' } });

    await expect(sent).rejects.toMatchObject({ status: 503, method });
    expect(requests).toHaveLength(1);
  });

  it('does not retry other failures such as 500 or 404', async () => {
    const { fetch, requests } = answering(500, 404);
    const client = createClientWith({ token: 'k', fetch }, recordingSleep());

    await expect(client.GET('/assistant')).rejects.toMatchObject({ status: 500 });
    await expect(client.GET('/assistant')).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(2);
  });

  it('jitters the backoff downwards by up to half, never past the cap', async () => {
    const { fetch } = answering(503, 503);
    const { sleep, waits } = recordingSleep(() => 0.999);
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0.5 });

    await client.GET('/assistant');

    expect(waits).toEqual([225, 450]);
  });

  it('jitters a Retry-After upwards only (never earlier than asked), capped at maxDelayMs', async () => {
    const { fetch } = answering([429, { 'Retry-After': '2' }], [503, { 'Retry-After': '10' }]);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0.5 });

    await client.GET('/assistant');

    expect(waits).toEqual([2150, 10_000]);
  });

  it('spreads the waits of clients turned away together', async () => {
    const waitsOf = async (random: () => number) => {
      const { sleep, waits } = recordingSleep();
      await createClientWith({ token: 'k', fetch: answering(503).fetch }, { sleep, random }).GET(
        '/assistant',
      );
      return waits[0];
    };
    expect(new Set(await Promise.all([0, 0.3, 0.6, 0.9].map((value) => waitsOf(() => value)))).size).toBe(4);
  });

  it('obeys no malformed Retry-After: `0x10` gets the backoff, not 16 s', async () => {
    const { fetch } = answering([429, { 'Retry-After': '0x10' }], [429, { 'Retry-After': '1e3' }]);
    const { sleep, waits } = recordingSleep();
    const client = createClientWith({ token: 'k', fetch }, { sleep, random: () => 0 });

    await client.GET('/assistant');

    expect(waits).toEqual([300, 600]);
  });

  it('is off with retry: false', async () => {
    const { fetch, requests } = answering(429, 200);
    const client = createClientWith({ token: 'k', fetch, retry: false }, recordingSleep());

    await expect(client.GET('/assistant')).rejects.toBeInstanceOf(PlatformApiError);
    expect(requests).toHaveLength(1);
  });
});

describe('retrying on real timers (faked)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleeps through the backoff with setTimeout before the next attempt', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = answering([429, { 'Retry-After': '1' }]);
    const client = createClientWith({ token: 'k', fetch }, { random: () => 0 });

    const pending = client.GET('/assistant');
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ data: { ok: true } });
    expect(requests).toHaveLength(2);
  });

  it('stops at once when the request is aborted during the backoff', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = answering(503, 200);
    const client = createPlatformClient({ token: 'k', fetch, retry: { baseDelayMs: 5_000 } });
    const controller = new AbortController();

    const pending = client.GET('/assistant', { signal: controller.signal });
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const error = await settled;

    expect(error).toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
    expect(requests).toHaveLength(1);
  });

  it('abortableSleep leaves no abort listener behind, whether it ends by its timer or by an abort', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleeping = abortableSleep(50, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    await sleeping;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);

    const aborted = abortableSleep(50, controller.signal).catch((error: unknown) => error);
    controller.abort();
    await aborted;
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a retried request leaves no listener on its signal once settled', async () => {
    vi.useFakeTimers();
    const request = new Request('https://platform.test/assistant');
    const send = withRetry(sendWith({ fetch: answering(503, 503).fetch }), DEFAULT_RETRY_POLICY, {
      random: () => 0,
    });

    const pending = send(request);
    await vi.advanceTimersByTimeAsync(1_000);
    await pending;

    expect(getEventListeners(request.signal, 'abort')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('abortableSleep resolves after the delay and rejects at once on abort', async () => {
    vi.useFakeTimers();
    const resolved = vi.fn();
    void abortableSleep(50, new AbortController().signal).then(resolved);
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toHaveBeenCalled();

    const reason = new Error('stop');
    await expect(abortableSleep(50, AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});

import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUTS, WebCall } from '../src/index';
import { withTimeout } from '../src/timeouts';
import { server } from './setup';
import { createHarness, createManualClock, flush, PUBLIC_KEY, WAIT } from './support';

const target = { assistantId: 'asst_1' } as const;
const DAY_MS = 24 * 3600_000;

describe('timeouts', () => {
  it('defaults to 15 000 ms for POST /call/web and 30 000 ms for the join', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ webCall: 15_000, join: 30_000 });
  });

  it('a POST /call/web that never answers fails the start after timeouts.webCall with a TimeoutError', async () => {
    let aborted = false;
    server.use(
      http.post('https://api.vapi.ai/call/web', async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay('infinite');
      }),
    );
    const clock = createManualClock();
    const { call, recorder, factory } = createHarness({ clock });
    const started = call.start(target);
    await vi.waitFor(
      () => expect(recorder.progress()).toContain('daily-call-object-creation:completed'),
      WAIT,
    );
    clock.advance(DEFAULT_TIMEOUTS.webCall - 1);
    await flush();
    expect(call.state).toBe('connecting');
    clock.advance(1);
    expect(await started).toBeNull();
    const [error] = recorder.of('error');
    expect(error).toMatchObject({ type: 'start-method-error', stage: 'web-call-creation' });
    expect(error?.error.name).toBe('TimeoutError');
    expect(error?.error.message).toBe('POST /call/web did not finish within 15000 ms.');
    expect(recorder.of('call-start-failed')).toMatchObject([{ stage: 'web-call-creation', aborted: false }]);
    expect(call.state).toBe('idle');
    await vi.waitFor(() => expect(aborted).toBe(true), WAIT);
    expect(factory.live()).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('a join that never finishes fails after timeouts.join with a TimeoutError', async () => {
    const clock = createManualClock();
    const { call, recorder, factory } = createHarness(
      { clock, timeouts: { join: 5_000 } },
      { delays: { join: Number.POSITIVE_INFINITY } },
    );
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'), WAIT);
    clock.advance(4_999);
    await flush();
    expect(call.state).toBe('connecting');
    clock.advance(1);
    expect(await started).toBeNull();
    const [error] = recorder.of('error');
    expect(error).toMatchObject({ type: 'daily-call-join-error', stage: 'daily-call-join' });
    expect(error?.error).toMatchObject({
      name: 'TimeoutError',
      message: 'Joining did not finish within 5000 ms.',
    });
    expect(call.state).toBe('idle');
    expect(factory.live()).toEqual([]);
    for (const instance of factory.instances) expect(instance.listenerCount()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('a start that finishes in time leaves no timer behind', async () => {
    const clock = createManualClock();
    const { call } = createHarness({ clock });
    await call.start(target);
    expect(call.state).toBe('active');
    expect(clock.pending()).toBe(0);
  });

  // 0 is the documented way to say "no limit"; Infinity, and any limit longer than a timer can wait, mean the same.
  it.each([0, Number.POSITIVE_INFINITY, 2 ** 31])('timeouts.join %d sets no limit', async (join) => {
    const clock = createManualClock();
    const { call, recorder } = createHarness(
      { clock, timeouts: { join } },
      { delays: { join: Number.POSITIVE_INFINITY } },
    );
    void call.start(target);
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'), WAIT);
    expect(clock.pending()).toBe(0);
    clock.advance(40 * DAY_MS);
    await flush();
    expect(call.state).toBe('connecting');
    await call.stop();
  });

  it.each([
    ['join', -1],
    ['webCall', -1],
    ['webCall', Number.NEGATIVE_INFINITY],
    ['join', Number.NaN],
    ['webCall', '100' as never],
  ] as const)('refuses timeouts.%s = %s with a clear TypeError when created', (name, ms) => {
    expect(() => new WebCall({ publicKey: PUBLIC_KEY, timeouts: { [name]: ms } })).toThrow(
      new TypeError(`timeouts.${name} must be 0 (no limit) or more milliseconds, not ${String(ms)}.`),
    );
  });
});

/** A `fetch` that never answers `POST /call/web`; it notes the request and whether it was aborted. */
function hangingFetch() {
  const seen = { requests: 0, aborted: false };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { signal } = new Request(input, init);
    seen.requests++;
    return new Promise<Response>((_, reject) => {
      signal.addEventListener('abort', () => {
        seen.aborted = true;
        reject(signal.reason);
      });
    });
  };
  return { fetch, seen };
}

// Fake timers replace every timer of the page, api-client's included, so these prove that no other limit applies
// to the request (api-client's own default is 30 s).
describe('timeouts.webCall is the only limit on POST /call/web', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('45 s means 45 s: still waiting at 44.999 s, failed with a TimeoutError at 45 s', async () => {
    vi.useFakeTimers();
    const { fetch, seen } = hangingFetch();
    const { call, recorder, factory } = createHarness({ fetch, timeouts: { webCall: 45_000 } });
    const started = call.start(target);
    await vi.advanceTimersByTimeAsync(45_000 - 1);
    expect(seen).toEqual({ requests: 1, aborted: false });
    expect(call.state).toBe('connecting');
    expect(recorder.of('error')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBeNull();
    expect(recorder.of('error')).toMatchObject([
      {
        type: 'start-method-error',
        stage: 'web-call-creation',
        error: { name: 'TimeoutError', message: 'POST /call/web did not finish within 45000 ms.' },
      },
    ]);
    expect(seen.aborted).toBe(true);
    expect(call.state).toBe('idle');
    expect(factory.live()).toEqual([]);
  });

  it.each([0, Number.POSITIVE_INFINITY, 2 ** 31])('timeouts.webCall %d: no limit at all', async (webCall) => {
    vi.useFakeTimers();
    const { fetch, seen } = hangingFetch();
    const { call, recorder } = createHarness({ fetch, timeouts: { webCall } });
    const started = call.start(target);
    await vi.advanceTimersByTimeAsync(40 * DAY_MS);
    expect(seen).toEqual({ requests: 1, aborted: false });
    expect(call.state).toBe('connecting');
    expect(recorder.of('error')).toEqual([]);
    const stopped = call.stop();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
    expect(await started).toBeNull();
    expect(seen.aborted).toBe(true);
  });
});

describe('withTimeout', () => {
  it('passes an abort of the outer signal through as it is, not as a timeout', async () => {
    const clock = createManualClock();
    const outer = new AbortController();
    const running = withTimeout(clock, 1000, outer.signal, 'the work', () => new Promise(() => {}));
    const reason = new Error('stopped');
    outer.abort(reason);
    await expect(running).rejects.toBe(reason);
    expect(clock.pending()).toBe(0);
  });

  /** A clock whose time jumps, as a page frozen (a locked phone) wakes to find its timers overdue. */
  function frozenPageClock() {
    let now = 0;
    const due: Array<() => void> = [];
    return {
      clock: {
        now: () => now,
        setTimeout: (callback: () => void) => due.push(callback),
        clearTimeout: () => {},
      },
      wake(after: number) {
        now += after;
        due.shift()?.();
      },
    };
  }

  it('lets an answer that came while the page was frozen past the limit land, rather than time out ahead of it', async () => {
    const page = frozenPageClock();
    let answer: (value: string) => void = () => {};
    const running = withTimeout(
      page.clock,
      15_000,
      new AbortController().signal,
      'Creating the web call',
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    // Twenty seconds frozen: the overdue timer runs first as the page wakes, then the answer that waited.
    page.wake(20_000);
    answer('call');
    await expect(running).resolves.toBe('call');
  });

  it('times out after that one moment when nothing came while the page was frozen', async () => {
    const page = frozenPageClock();
    const running = withTimeout(
      page.clock,
      15_000,
      new AbortController().signal,
      'Creating the web call',
      () => new Promise(() => {}),
    );
    page.wake(20_000);
    page.wake(1_000);
    await expect(running).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'Creating the web call did not finish within 15000 ms.',
    });
  });

  it('reports the timeout even when the work rejects with something else once aborted', async () => {
    const clock = createManualClock();
    const running = withTimeout(
      clock,
      10,
      new AbortController().signal,
      'the work',
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('socket closed'))),
        ),
    );
    clock.advance(10);
    await expect(running).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'the work did not finish within 10 ms.',
    });
  });
});

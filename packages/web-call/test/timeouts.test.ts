import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUTS, WebCall } from '../src/index';
import { withTimeout } from '../src/timeouts';
import { server } from './setup';
import { createHarness, createManualClock, flush, PUBLIC_KEY } from './support';

const target = { assistantId: 'asst_1' } as const;

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
    await vi.waitFor(() => expect(recorder.progress()).toContain('daily-call-object-creation:completed'));
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
    await vi.waitFor(() => expect(aborted).toBe(true));
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
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'));
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

  it('Infinity sets no limit', async () => {
    const clock = createManualClock();
    const { call, recorder } = createHarness(
      { clock, timeouts: { join: Number.POSITIVE_INFINITY } },
      { delays: { join: Number.POSITIVE_INFINITY } },
    );
    void call.start(target);
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'));
    expect(clock.pending()).toBe(0);
    clock.advance(10 * 60_000);
    await flush();
    expect(call.state).toBe('connecting');
    await call.stop();
  });

  it.each([0, -1, Number.NaN, '100' as never])(
    'refuses timeouts.join = %j with a clear TypeError',
    (join) => {
      expect(() => new WebCall({ publicKey: PUBLIC_KEY, timeouts: { join } })).toThrow(
        new TypeError('timeouts.join must be a positive number of milliseconds (or Infinity).'),
      );
    },
  );
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

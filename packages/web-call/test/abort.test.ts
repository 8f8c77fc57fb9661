import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Stage } from '../src/index';
import { server } from './setup';
import { createHarness, createManualClock, flush, WAIT } from './support';

const target = { assistantId: 'asst_1' } as const;

/** Starts a call that stops at `stage` (a slow API, creation, mobile wait or join), then aborts it. */
async function abortDuring(stage: Stage, how: 'stop' | 'signal') {
  const clock = createManualClock();
  if (stage === 'web-call-creation')
    server.use(http.post('https://api.vapi.ai/call/web', () => delay('infinite')));
  const harness = createHarness(
    { clock, isMobile: () => stage === 'mobile-permissions' },
    {
      createDelay: stage === 'daily-call-object-creation' ? 60_000 : 0,
      delays: stage === 'daily-call-join' ? { join: Number.POSITIVE_INFINITY } : {},
      setTimeout: (callback, ms) => clock.setTimeout(callback, ms),
    },
  );
  const controller = new AbortController();
  const started = harness.call.start(target, { signal: controller.signal });
  const reached = () =>
    harness.recorder.of('call-start-progress').some((e) => e.stage === stage && e.status === 'started');
  await vi.waitFor(() => expect(reached()).toBe(true), WAIT);
  // Let the parallel sibling finish first, so the aborted stage is the only one running.
  const sibling = {
    'web-call-creation': 'daily-call-object-creation',
    'daily-call-object-creation': 'web-call-creation',
  }[stage as string];
  const done = (name: string) =>
    harness.recorder.of('call-start-progress').some((e) => e.stage === name && e.status === 'completed');
  if (sibling) await vi.waitFor(() => expect(done(sibling)).toBe(true), WAIT);
  const stopped = how === 'stop' ? harness.call.stop() : controller.abort();
  // The start is over at once (state idle, call-start-failed), but start() and stop() resolve only once the
  // call object is destroyed: one still being created must land first.
  await vi.waitFor(() => expect(harness.recorder.of('call-start-failed')).toHaveLength(1), WAIT);
  expect(harness.call.state).toBe('idle');
  const settled = vi.fn();
  void Promise.all([started, stopped]).then(settled);
  if (stage === 'daily-call-object-creation') {
    await flush();
    expect(settled).not.toHaveBeenCalled();
    clock.advance(60_000);
  }
  return { ...harness, result: await started, clock, stopped };
}

describe('aborting a start', () => {
  it.each<Stage>([
    'web-call-creation',
    'daily-call-object-creation',
    'mobile-permissions',
    'daily-call-join',
  ])(
    'stop() during %s: start resolves null, call-start-failed names the stage, nothing is left behind',
    async (stage) => {
      const { call, recorder, factory, result, clock, stopped } = await abortDuring(stage, 'stop');
      expect(result).toBeNull();
      const failed = recorder.of('call-start-failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ aborted: true });
      expect(failed[0]?.stage).toBe(stage);
      expect(recorder.of('error')).toEqual([]);
      expect(call.state).toBe('idle');
      // A creation still in flight when the start ended is destroyed as soon as it arrives.
      await stopped;
      expect(factory.live()).toEqual([]);
      for (const instance of factory.instances) expect(instance.listenerCount()).toBe(0);
      expect(clock.pending()).toBe(0);
    },
  );

  it.each<Stage>(['web-call-creation', 'daily-call-join'])(
    'the start signal aborts during %s',
    async (stage) => {
      const { call, recorder, result, factory } = await abortDuring(stage, 'signal');
      expect(result).toBeNull();
      expect(recorder.of('call-start-failed')[0]).toMatchObject({ stage, aborted: true });
      expect(call.state).toBe('idle');
      expect(factory.live()).toEqual([]);
    },
  );

  it('an already aborted signal fails the first stage and sends nothing', async () => {
    const { call, recorder, factory } = createHarness();
    expect(await call.start(target, { signal: AbortSignal.abort() })).toBeNull();
    expect(recorder.progress()).toEqual(['input-validation:started', 'input-validation:failed']);
    expect(factory.instances).toEqual([]);
  });

  it('a join that never settles fails after the join timeout', async () => {
    const clock = createManualClock();
    const { call, recorder, factory } = createHarness(
      { clock },
      { delays: { join: Number.POSITIVE_INFINITY } },
    );
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'), WAIT);
    clock.advance(30_000);
    expect(await started).toBeNull();
    expect(recorder.of('error')[0]).toMatchObject({
      type: 'daily-call-join-error',
      error: { message: /30000 ms/ },
    });
    expect(factory.live()).toEqual([]);
  });

  it('a fatal Daily error while joining fails the join at once', async () => {
    const { call, recorder, factory } = createHarness({}, { delays: { join: Number.POSITIVE_INFINITY } });
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress().at(-1)).toBe('daily-call-join:started'), WAIT);
    factory.last?.emitFatalError('Failed to load call object bundle.');
    expect(await started).toBeNull();
    expect(recorder.of('error')).toMatchObject([
      { type: 'daily-call-join-error', error: { message: 'Failed to load call object bundle.' } },
    ]);
  });
});

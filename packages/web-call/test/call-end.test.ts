import { describe, expect, it, vi } from 'vitest';
import { createFakeMediaDevices, type FakeCallObject } from '../src/testing/index';
import { catchReportedErrors, createHarness, flush, WAIT } from './support';

const target = { assistantId: 'asst_1' } as const;

describe('call-end { reason }', () => {
  it('stop() and end() of this page: local', async () => {
    const { call, recorder } = createHarness();
    await call.start(target);
    await call.stop();
    await call.start(target);
    await call.end();
    expect(recorder.of('call-end')).toEqual([{ reason: 'local' }, { reason: 'local' }]);
  });

  it.each(['emitEjected', 'leave', 'exp-room', 'exp-token'] as const)(
    'the platform ending the call (%s) is remote, and not an error',
    async (how) => {
      const { call, factory, recorder } = createHarness();
      await call.start(target);
      const fake = factory.last;
      if (how === 'leave') await fake?.leave();
      else if (how === 'emitEjected') fake?.emitEjected();
      else fake?.emitFatalError('The room expired', how);
      expect(recorder.of('call-end')).toEqual([{ reason: 'remote' }]);
      expect(recorder.of('error')).toEqual([]);
      expect(call.getSnapshot().error).toBeUndefined();
      await call.stop();
    },
  );

  it('a connection lost for good is network, with a daily-error; any other fatal error is error', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitConnectionLost();
    await call.start(target);
    factory.last?.emitFatalError('boom', 'meeting-full');
    expect(recorder.of('call-end')).toEqual([{ reason: 'network' }, { reason: 'error' }]);
    expect(recorder.of('error').map((e) => e.type)).toEqual(['daily-error', 'daily-error']);
    await call.stop();
  });
});

describe('an app that stops the call when it hears of an error', () => {
  it.each([
    ['network', 'connection-error'],
    ['error', 'meeting-full'],
  ] as const)("keeps Daily's reason (%s): the visitor did not hang up", async (reason, type) => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    call.on('error', () => void call.stop());
    factory.last?.emitFatalError('boom', type);
    await flush();
    expect(recorder.of('call-end')).toEqual([{ reason }]);
    expect(recorder.of('error').map((e) => e.type)).toEqual(['daily-error']);
    expect(recorder.of('message')).toEqual([]);
  });
});

describe("Daily's fatal report while the joined call is being set up", () => {
  it.each([
    ['the platform ending it', (fake: FakeCallObject) => fake.emitEjected(), []],
    ['a lost connection', (fake: FakeCallObject) => fake.emitConnectionLost(), ['daily-error']],
  ] as const)('%s fails the start; it is not an aborted one', async (_, report, errors) => {
    const { call, factory, recorder } = createHarness({}, { delays: { observer: Number.POSITIVE_INFINITY } });
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('audio-observer-setup:started'), WAIT);
    const fake = factory.last;
    if (!fake) throw new Error('no call object');
    report(fake);
    expect(await started).toBeNull();
    expect(recorder.of('call-start-failed')).toMatchObject([
      { stage: 'audio-observer-setup', aborted: false },
    ]);
    expect(recorder.of('error').map((e) => e.type)).toEqual(errors);
    expect(recorder.names()).not.toContain('call-end');
    expect(call.state).toBe('idle');
    await call.stop();
    expect(fake.isDestroyed()).toBe(true);
  });

  it('a stop, then Daily leaving the room on its way out, is still an aborted start', async () => {
    const { call, factory, recorder } = createHarness({}, { delays: { observer: Number.POSITIVE_INFINITY } });
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('audio-observer-setup:started'), WAIT);
    const stopped = call.stop();
    factory.last?.emitFatalError('Left while stopping', 'ejected');
    await stopped;
    expect(await started).toBeNull();
    expect(recorder.of('call-start-failed')).toMatchObject([
      { stage: 'audio-observer-setup', aborted: true },
    ]);
  });

  it('a stop while it is set up is still an aborted start', async () => {
    const { call, recorder } = createHarness({}, { delays: { observer: Number.POSITIVE_INFINITY } });
    const started = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('audio-observer-setup:started'), WAIT);
    await call.stop();
    expect(await started).toBeNull();
    expect(recorder.of('call-start-failed')).toMatchObject([
      { stage: 'audio-observer-setup', aborted: true },
    ]);
    expect(recorder.of('error')).toEqual([]);
  });
});

describe('a stop from a listener of the last start stage', () => {
  it('stops the start: null, idle, no call-start-success and no call-end, the call object gone', async () => {
    const { call, factory, recorder } = createHarness({}, { failOn: { updateInputSettings: true } });
    // An app that gives up when noise cancellation cannot be set, the last stage of a start.
    call.on('error', () => void call.stop());
    const started = await call.start({ assistantId: 'asst_1' });
    expect(started).toBeNull();
    expect(call.state).toBe('idle');
    expect(recorder.names()).not.toContain('call-start-success');
    expect(recorder.names()).not.toContain('call-end');
    expect(recorder.of('call-start-failed')).toMatchObject([
      { stage: 'audio-processing-setup', aborted: true },
    ]);
    await call.stop();
    expect(factory.last?.isDestroyed()).toBe(true);
  });

  it('from the last stage’s completed event, the same', async () => {
    const { call, recorder } = createHarness();
    call.on('call-start-progress', ({ stage, status }) => {
      if (stage === 'audio-processing-setup' && status === 'completed') void call.stop();
    });
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(call.state).toBe('idle');
    expect(recorder.of('call-start-failed')).toMatchObject([
      { stage: 'audio-processing-setup', aborted: true },
    ]);
    // Nothing was started after the stop.
    expect(recorder.progress().at(-1)).toBe('audio-processing-setup:completed');
  });
});

describe('an app subscriber that throws', () => {
  it('does not keep the call from ending, and its error is reported, not lost', async () => {
    const { call, factory, recorder } = createHarness();
    const reported = catchReportedErrors();
    await call.start({ assistantId: 'asst_1' });
    call.subscribe(() => {
      throw new Error('subscriber bug');
    });
    await call.stop();
    expect(call.state).toBe('idle');
    expect(recorder.of('call-end')).toEqual([{ reason: 'local' }]);
    expect(factory.last?.isDestroyed()).toBe(true);
    await flush();
    expect(reported.errors).toContainEqual(new Error('subscriber bug'));
    reported.restore();
  });
});

describe('a subscriber that stops the call on seeing it active', () => {
  it('ends it: start() resolves null, no call-start-success after the end, no device listener left', async () => {
    const media = createFakeMediaDevices();
    const added = vi.spyOn(media, 'addEventListener');
    const removed = vi.spyOn(media, 'removeEventListener');
    const { call, recorder } = createHarness({ mediaDevices: media });
    call.subscribe(() => {
      if (call.state === 'active') void call.stop();
    });
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(call.state).toBe('idle');
    expect(recorder.names()).not.toContain('call-start-success');
    expect(recorder.of('call-end')).toEqual([{ reason: 'local' }]);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    expect(removed.mock.calls.length).toBe(added.mock.calls.length);
  });
});

describe('a call that ended on a lost connection', () => {
  it('is idle and no longer reconnecting', async () => {
    const { call, factory } = createHarness();
    await call.start({ assistantId: 'asst_1' });
    factory.last?.emitNetworkConnection('interrupted');
    expect(call.getSnapshot().network.connection).toBe('reconnecting');
    factory.last?.emitConnectionLost();
    expect(call.state).toBe('idle');
    expect(call.getSnapshot().network).toEqual({ quality: 'good', connection: 'connected' });
  });
});

describe("call-end { endedReason }: the platform's own word on why", () => {
  const ended = (endedReason: unknown) =>
    JSON.stringify({ type: 'status-update', status: 'ended', endedReason });

  it.each([
    ['emitEjected', 'assistant-ended-call'],
    ['leave', 'exceeded-max-duration'],
  ] as const)(
    'a call the platform ends (%s) carries the endedReason it sent first',
    async (how, endedReason) => {
      const { call, factory, recorder } = createHarness();
      await call.start(target);
      const fake = factory.last;
      fake?.emitAppMessage(ended(endedReason));
      if (how === 'leave') await fake?.leave();
      else fake?.emitEjected();
      expect(recorder.of('call-end')).toEqual([{ reason: 'remote', endedReason }]);
      await call.stop();
    },
  );

  it('a page that stops the call on the ended status still learns why from call-end', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    call.on('message', (message) => {
      if (message.type === 'status-update' && message.status === 'ended') void call.stop();
    });
    factory.last?.emitAppMessage(ended('silence-timed-out'));
    await flush();
    expect(recorder.of('call-end')).toEqual([{ reason: 'local', endedReason: 'silence-timed-out' }]);
    // The platform said it: no customer-ended-call of ours after it.
    expect(recorder.of('message')).toHaveLength(1);
  });

  it('has none when the platform said nothing, or sent something that is not a reason', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitEjected();
    await call.start(target);
    factory.last?.emitAppMessage(ended({ not: 'a reason' }));
    factory.last?.emitEjected();
    await call.start(target);
    await call.stop();
    expect(recorder.of('call-end')).toEqual([
      { reason: 'remote' },
      { reason: 'remote' },
      { reason: 'local' },
    ]);
  });

  it('is not carried over to the next call', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitAppMessage(ended('assistant-ended-call'));
    factory.last?.emitEjected();
    await call.start(target);
    factory.last?.emitEjected();
    expect(recorder.of('call-end')).toEqual([
      { reason: 'remote', endedReason: 'assistant-ended-call' },
      { reason: 'remote' },
    ]);
  });
});

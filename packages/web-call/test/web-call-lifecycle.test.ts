import { describe, expect, it, vi } from 'vitest';
import { WebCall } from '../src/index';
import { createFakeCallFactory, type FakeCallFactoryOptions } from '../src/testing/index';
import { flush, PUBLIC_KEY, recordEvents, WAIT, watchTransitions } from './support';

const target = { assistantId: 'asst_1' } as const;

/** `count` WebCalls of one page: they share one fake factory, which, like daily-js, allows one live call object. */
function page(count: number, fakeOptions: FakeCallFactoryOptions = {}) {
  const factory = createFakeCallFactory(fakeOptions);
  const calls = Array.from(
    { length: count },
    () =>
      new WebCall({
        publicKey: PUBLIC_KEY,
        createCallObject: factory.createCallObject,
        isMobile: () => false,
        logger: { warn: () => {} },
      }),
  );
  const duplicates: string[] = [];
  for (const call of calls) {
    call.on('error', ({ error }) => {
      if (error.message.includes('Duplicate')) duplicates.push(error.message);
    });
  }
  return { factory, calls, duplicates };
}

describe('WebCall lifecycle', () => {
  it('start → stop → start in one tick (a StrictMode effect) ends with one active call on one call object', async () => {
    const { factory, calls, duplicates } = page(1, { delays: { destroy: 10 } });
    const [call] = calls as [WebCall];
    const recorder = recordEvents(call);
    const transitions = watchTransitions(call);
    const first = call.start(target);
    const stopped = call.stop();
    const second = call.start(target);
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ id: expect.any(String) });
    await stopped;
    expect(call.state).toBe('active');
    expect(factory.live()).toHaveLength(1);
    expect(duplicates).toEqual([]);
    expect(recorder.of('call-start-failed')).toMatchObject([{ aborted: true }]);
    expect(recorder.of('call-start-success')).toHaveLength(1);
    // The stopped start wound down before the second began: its events never interleave with the second's.
    const began = recorder.events.flatMap((event, index) =>
      event.name === 'call-start-progress' &&
      event.payload.stage === 'input-validation' &&
      event.payload.status === 'started'
        ? [index]
        : [],
    );
    const secondBegan = began.at(-1) ?? -1;
    expect(recorder.names().indexOf('call-start-failed')).toBeLessThan(secondBegan);
    expect(transitions).toEqual([
      'idle→connecting',
      'connecting→idle',
      'idle→connecting',
      'connecting→active',
    ]);
    await call.stop();
    expect(factory.live()).toEqual([]);
  });

  it('a start right after stop() during the join is not skipped: it runs once the first call object is destroyed', async () => {
    const { factory, calls, duplicates } = page(1, { delays: { join: 50, destroy: 20 } });
    const [call] = calls as [WebCall];
    const first = call.start(target);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('joining-meeting'), WAIT);
    const stopped = call.stop();
    const second = call.start(target);
    expect(await first).toBeNull();
    expect(await second).not.toBeNull();
    await stopped;
    expect(factory.instances).toHaveLength(2);
    expect(factory.instances[0]?.isDestroyed()).toBe(true);
    expect(factory.live()).toEqual([factory.instances[1]]);
    expect(duplicates).toEqual([]);
    await call.stop();
  });

  it('start, stop, start, stop, start in one tick: only the last start runs, the one in between reports nothing', async () => {
    const { factory, calls } = page(1);
    const [call] = calls as [WebCall];
    const recorder = recordEvents(call);
    const results = [call.start(target), call.stop(), call.start(target), call.stop(), call.start(target)];
    const [first, , middle, , last] = await Promise.all(results);
    expect(first).toBeNull();
    expect(middle).toBeNull();
    expect(last).not.toBeNull();
    expect(call.state).toBe('active');
    // One aborted start (the first); the middle one never began.
    expect(recorder.of('call-start-failed')).toHaveLength(1);
    expect(recorder.of('call-start-success')).toHaveLength(1);
    expect(factory.live()).toHaveLength(1);
    await call.stop();
  });

  it('start, stop, start, stop in one tick: the last stop() resolves once every call object is destroyed', async () => {
    const { factory, calls } = page(1, { createDelay: 20, delays: { destroy: 20 } });
    const [call] = calls as [WebCall];
    void call.start(target);
    await vi.waitFor(() => expect(factory.instances).toHaveLength(1), WAIT);
    void call.stop();
    void call.start(target);
    await call.stop();
    expect(factory.live()).toEqual([]);
    expect(call.state).toBe('idle');
  });

  it('stop() and start() from a listener of the first event of a start: the new start waits, then runs', async () => {
    const {
      calls: [call],
    } = page(1);
    if (!call) throw new Error('no call');
    const recorder = recordEvents(call);
    let again: Promise<unknown> | undefined;
    const restart = () => {
      call.off('call-start-progress', restart);
      void call.stop();
      again = call.start(target);
    };
    call.on('call-start-progress', restart);
    expect(await call.start(target)).toBeNull();
    expect(await again).not.toBeNull();
    expect(call.state).toBe('active');
    expect(recorder.of('error')).toEqual([]);
    await call.stop();
  });

  it.each([
    ['null options', null],
    ['a signal that is not one', { signal: {} }],
  ])(
    'start() with %s from a JavaScript caller starts normally, and the page can go on calling',
    async (_, options) => {
      const {
        calls: [first, second],
      } = page(2);
      if (!first || !second) throw new Error('no calls');
      expect(await first.start(target, options as never)).not.toBeNull();
      await first.stop();
      expect(await first.start(target)).not.toBeNull();
      // A second WebCall of the page takes over the one call object.
      expect(await second.start(target)).not.toBeNull();
      expect(first.state).toBe('idle');
      await second.stop();
    },
  );

  it('a second start() while starting or active still resolves null, without a request or an event', async () => {
    const { factory, calls } = page(1);
    const [call] = calls as [WebCall];
    const first = call.start(target);
    expect(await call.start(target)).toBeNull();
    await first;
    const recorder = recordEvents(call);
    expect(await call.start(target)).toBeNull();
    expect(recorder.events).toEqual([]);
    expect(factory.instances).toHaveLength(1);
    await call.stop();
  });

  it('stop() resolves only once the call object is destroyed', async () => {
    const { factory, calls } = page(1, { delays: { destroy: 30 } });
    const [call] = calls as [WebCall];
    await call.start(target);
    const resolved = vi.fn();
    const stopping = call.stop().then(resolved);
    expect(call.state).toBe('idle');
    await flush(1);
    expect(resolved).not.toHaveBeenCalled();
    expect(factory.live()).toHaveLength(1);
    await stopping;
    expect(factory.live()).toEqual([]);
    // Again, and on a WebCall that never started: nothing to wait for.
    await call.stop();
    await new WebCall({ publicKey: PUBLIC_KEY }).stop();
  });

  it('stop() during a start: the start unwinds within the same task, stop() resolves once destroyed', async () => {
    const { factory, calls } = page(1, { delays: { join: 300, destroy: 30 } });
    const [call] = calls as [WebCall];
    const recorder = recordEvents(call);
    const started = call.start(target);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('joining-meeting'), WAIT);
    const resolved = vi.fn();
    const stopping = call.stop().then(resolved);
    // Only promise callbacks run before this timer: the start is over by then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(call.state).toBe('idle');
    expect(recorder.of('call-start-failed')).toMatchObject([{ stage: 'daily-call-join', aborted: true }]);
    expect(resolved).not.toHaveBeenCalled();
    await stopping;
    expect(await started).toBeNull();
    expect(factory.live()).toEqual([]);
  });

  it('a remount: the old WebCall stops, a new one starts in the same tick, and waits for the old destroy', async () => {
    const { factory, calls, duplicates } = page(2, { delays: { destroy: 25 } });
    const [old, next] = calls as [WebCall, WebCall];
    await old.start(target);
    void old.stop();
    const started = await next.start(target);
    expect(started).not.toBeNull();
    expect(duplicates).toEqual([]);
    expect(old.state).toBe('idle');
    expect(next.state).toBe('active');
    expect(factory.instances[0]?.isDestroyed()).toBe(true);
    expect(factory.live()).toEqual([factory.instances[1]]);
    await next.stop();
  });

  it("a second WebCall that starts ends the first one's call: the newest intent wins, one call object at a time", async () => {
    const { factory, calls, duplicates } = page(2, { delays: { destroy: 10 } });
    const [first, second] = calls as [WebCall, WebCall];
    const firstEvents = recordEvents(first);
    await first.start(target);
    const started = second.start(target);
    expect(first.state).toBe('idle');
    expect(firstEvents.names()).toContain('call-end');
    expect(await started).not.toBeNull();
    expect(second.state).toBe('active');
    expect(factory.live()).toHaveLength(1);
    expect(duplicates).toEqual([]);
    await second.stop();
  });

  it('a second WebCall that starts while the first is still connecting aborts that start', async () => {
    const { factory, calls, duplicates } = page(2, { delays: { join: 300 } });
    const [first, second] = calls as [WebCall, WebCall];
    const firstEvents = recordEvents(first);
    const firstStart = first.start(target);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('joining-meeting'), WAIT);
    const secondStart = second.start(target);
    expect(await firstStart).toBeNull();
    expect(firstEvents.of('call-start-failed')).toMatchObject([{ aborted: true }]);
    expect(await secondStart).not.toBeNull();
    expect([first.state, second.state]).toEqual(['idle', 'active']);
    expect(duplicates).toEqual([]);
    await second.stop();
    expect(factory.live()).toEqual([]);
  });
});

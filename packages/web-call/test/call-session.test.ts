import { describe, expect, it } from 'vitest';
import type { FakeCallObject } from '../src/testing/index';
import { createHarness, flush } from './support';

// The sessions behind WebCall, seen through its public API only. The contract sets no order between the events
// of an end, so these tests check what is emitted and how often, not in which order.

const target = { assistantId: 'asst_1' } as const;

const count = (names: readonly string[], name: string) => names.filter((n) => n === name).length;

describe('a call session, through WebCall', () => {
  it('a start runs every stage to an active call on its own call object', async () => {
    const { call, factory, recorder } = createHarness();
    const response = await call.start(target);
    expect(response).toMatchObject({ id: expect.any(String) });
    expect(call.getSnapshot()).toMatchObject({ state: 'active', callId: response?.id });
    expect(factory.live()).toEqual([factory.last]);
    expect(count(recorder.names(), 'call-start-success')).toBe(1);
    await call.stop();
    expect(factory.live()).toEqual([]);
  });

  it('stopping an active call removes its audio, resets speaking and the levels, and reports call-end and the ended status once', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    const fake = factory.last as FakeCallObject;
    fake.emitTrackStarted();
    fake.emitAudioLevels(0.8);
    fake.emitLocalAudioLevel(0.4);
    expect(call.getRemoteAudio()).toHaveLength(1);
    expect(call.getVolumeLevel()).toBeGreaterThan(0);
    const before = recorder.events.length;
    const stopped = call.stop();
    void call.stop();
    const after = recorder.events.slice(before);
    const names = after.map((event) => event.name);
    for (const name of ['speech-end', 'remote-audio-end', 'call-end', 'message']) {
      expect(count(names, name)).toBe(1);
    }
    expect([...after].reverse().find((event) => event.name === 'volume-level')?.payload).toBe(0);
    expect([...after].reverse().find((event) => event.name === 'local-volume-level')?.payload).toBe(0);
    expect(after.find((event) => event.name === 'message')?.payload).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(call.getVolumeLevel()).toBe(0);
    expect(call.getRemoteAudio()).toEqual([]);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(call.getSnapshot()).toMatchObject({ state: 'idle', speaking: false, muted: false });
    await stopped;
    expect(factory.live()).toEqual([]);
    expect(fake.listenerCount()).toBe(0);
  });

  it('the platform reporting the end itself means no synthetic ended status', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitAppMessage({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    await call.stop();
    const ended = recorder.of('message').filter((m) => m.type === 'status-update');
    expect(ended).toEqual([expect.objectContaining({ endedReason: 'assistant-ended-call' })]);
    expect(count(recorder.names(), 'call-end')).toBe(1);
  });

  it('stopping a start in progress aborts it: call-start-failed (aborted), no call-end, no error, nothing left', async () => {
    const { call, factory, recorder } = createHarness();
    const started = call.start(target);
    const stopped = call.stop();
    expect(await started).toBeNull();
    await stopped;
    expect(recorder.names()).not.toContain('call-end');
    expect(recorder.names()).not.toContain('error');
    expect(recorder.of('call-start-failed')).toEqual([expect.objectContaining({ aborted: true })]);
    expect(call.state).toBe('idle');
    expect(factory.live()).toEqual([]);
  });

  it('a left room ends the call like a stop; send works only between the join and the end', async () => {
    const { call, factory, recorder } = createHarness();
    expect(call.send({ type: 'end-call' })).toBe(false);
    await call.start(target);
    const fake = factory.last as FakeCallObject;
    expect(call.send({ type: 'say', message: 'Hello' })).toBe(true);
    expect(fake.sentAppMessages).toContain(JSON.stringify({ type: 'say', message: 'Hello' }));
    await fake.leave();
    expect(call.state).toBe('idle');
    expect(count(recorder.names(), 'call-end')).toBe(1);
    expect(call.send({ type: 'say', message: 'Hello?' })).toBe(false);
    await call.stop();
    await flush();
    expect(factory.live()).toEqual([]);
  });

  it("a second WebCall of the page that starts ends the first one's call", async () => {
    const first = createHarness();
    const second = createHarness({ createCallObject: first.factory.createCallObject });
    await first.call.start(target);
    expect(await second.call.start(target)).toMatchObject({ id: expect.any(String) });
    expect(first.call.state).toBe('idle');
    expect(count(first.recorder.names(), 'call-end')).toBe(1);
    expect(first.factory.live()).toHaveLength(1);
    await second.call.stop();
    expect(first.factory.live()).toEqual([]);
  });
});

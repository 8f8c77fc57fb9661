import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCallFactory, createFakeCallObject } from '../../src/testing/index';

describe('createFakeCallObject', () => {
  it('joins, records calls and counts listeners', async () => {
    const fake = createFakeCallObject();
    const handler = vi.fn();
    fake.on('app-message', handler);
    expect(fake.listenerCount()).toBe(1);
    await fake.join({ url: 'https://r.daily.co/x' });
    expect(fake.meetingState()).toBe('joined-meeting');
    fake.emitAppMessage('listening');
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'app-message', data: 'listening' }),
    );
    fake.off('app-message', handler);
    expect(fake.listenerCount('app-message')).toBe(0);
    expect(fake.calls.map((c) => c.method)).toEqual(['join']);
  });

  it('fails sync methods by throwing and async ones by rejecting, with the given error', async () => {
    const fake = createFakeCallObject({
      failOn: { join: 'bundle failed', startRecording: true, observer: new Error('no observer') },
    });
    await expect(fake.join()).rejects.toBe('bundle failed');
    expect(fake.meetingState()).toBe('error');
    expect(() => fake.startRecording()).toThrow('startRecording failed (fake)');
    await expect(fake.startRemoteParticipantsAudioLevelObserver(100)).rejects.toThrow('no observer');
  });

  it('refuses app messages before the join, like Daily', () => {
    expect(() => createFakeCallObject().sendAppMessage('x')).toThrow('only supported after join');
  });

  it('destroy counts once, leaves the meeting and makes later calls throw', async () => {
    const fake = createFakeCallObject();
    const left = vi.fn();
    fake.on('left-meeting', left);
    await fake.join();
    await fake.destroy();
    await fake.destroy();
    expect(fake.destroyCount).toBe(1);
    expect(left).toHaveBeenCalledTimes(1);
    expect(fake.isDestroyed()).toBe(true);
    expect(() => fake.join()).toThrow('Use after destroy');
  });

  it('emits tracks of the assistant by default and lists remote participants after the join', async () => {
    const fake = createFakeCallObject({ remoteParticipants: [{ session_id: 'bot', local: false }] });
    const started = vi.fn();
    fake.on('track-started', started);
    const track = fake.emitTrackStarted();
    expect(track.kind).toBe('audio');
    expect(started.mock.calls[0]?.[0]).toMatchObject({
      participant: { user_name: 'Vapi Speaker', local: false },
    });
    await fake.join();
    expect(Object.keys(fake.participants())).toEqual(['local', 'bot']);
  });

  it('has no participant before the join, nor after a leave, a destroy or a fatal error, as daily-js', async () => {
    const fake = createFakeCallObject({ remoteParticipants: [{ session_id: 'bot', local: false }] });
    expect(fake.participants()).toEqual({});
    expect(fake.localAudio()).toBeNull();
    await fake.join();
    expect(fake.participants().local).toMatchObject({
      local: true,
      tracks: { audio: { state: 'playable' } },
    });
    await fake.leave();
    expect(fake.participants()).toEqual({});
    expect(fake.localAudio()).toBeNull();
    await fake.join();
    await fake.destroy();
    expect(fake.participants()).toEqual({});
    const failed = createFakeCallObject();
    await failed.join();
    failed.emitFatalError();
    expect(failed.participants()).toEqual({});
  });

  it('a microphone Daily could not get is blocked: localAudio() is false and setLocalAudio(true) does not turn it on', async () => {
    const fake = createFakeCallObject({ microphoneError: 'permissions' });
    await fake.join();
    expect(fake.localAudio()).toBe(false);
    fake.setLocalAudio(true);
    expect(fake.localAudio()).toBe(false);
    expect(fake.participants().local?.tracks?.audio?.state).toBe('blocked');
  });

  it('runs onJoined after a successful join (to script the assistant)', async () => {
    const fake = createFakeCallObject({ onJoined: (f) => f.emitAppMessage('listening') });
    const handler = vi.fn();
    fake.on('app-message', handler);
    await fake.join();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('delays', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles async methods after their delay; Infinity never settles', async () => {
    const fake = createFakeCallObject({ delays: { join: 200, observer: Number.POSITIVE_INFINITY } });
    const joined = vi.fn();
    void fake.join().then(joined);
    await vi.advanceTimersByTimeAsync(199);
    expect(joined).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(joined).toHaveBeenCalled();
    const observer = vi.fn();
    void fake.startRemoteParticipantsAudioLevelObserver().then(observer);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(observer).not.toHaveBeenCalled();
  });

  it('loads at the join (meeting state loading, a mute sent then is lost); Infinity never loads', async () => {
    const fake = createFakeCallObject({ delays: { load: 100 } });
    const joined = vi.fn();
    void fake.join({ startAudioOff: true }).then(joined);
    expect(fake.meetingState()).toBe('loading');
    fake.setLocalAudio(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(joined).toHaveBeenCalled();
    expect(fake.localAudio()).toBe(false);
    const stuck = createFakeCallObject({ delays: { load: Number.POSITIVE_INFINITY } });
    const never = vi.fn();
    void stuck.join().then(never, never);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(never).not.toHaveBeenCalled();
    expect(stuck.meetingState()).toBe('loading');
  });

  it('a leave or destroy while loading cancels that join at once, and a later join is its own', async () => {
    const fake = createFakeCallObject({ delays: { load: 100 } });
    const first = fake.join();
    const refused = expect(first).rejects.toThrow('cancelled while loading');
    await fake.leave();
    await refused;
    expect(fake.meetingState()).toBe('left-meeting');
    const second = vi.fn();
    void fake.join().then(second);
    await vi.advanceTimersByTimeAsync(50);
    expect(second).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(second).toHaveBeenCalled();
    expect(fake.meetingState()).toBe('joined-meeting');
  });

  it('the factory delays creation', async () => {
    const factory = createFakeCallFactory({ createDelay: 400 });
    const created = factory.createCallObject({});
    expect(factory.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    await expect(created).resolves.toBe(factory.last);
  });
});

describe('createFakeCallFactory', () => {
  it('allows one live instance at a time, like daily-js', async () => {
    const factory = createFakeCallFactory();
    const first = factory.createCallObject({ audioSource: true });
    expect(() => factory.createCallObject({})).toThrow('Duplicate DailyIframe instances are not allowed');
    await (await first).destroy();
    expect(factory.createCallObject({})).toBeTruthy();
    expect(factory.instances).toHaveLength(2);
    expect(factory.instances[0]?.createOptions).toEqual({ audioSource: true });
    expect(factory.live()).toEqual([factory.last]);
  });

  it('like daily-js, an instance counts until its destroy() has settled, not from the moment it is called', async () => {
    const factory = createFakeCallFactory();
    const first = await factory.createCallObject({});
    const destroying = first.destroy();
    expect(first.isDestroyed()).toBe(false);
    expect(() => factory.createCallObject({})).toThrow('Duplicate DailyIframe instances are not allowed');
    await destroying;
    expect(first.isDestroyed()).toBe(true);
    expect(factory.createCallObject({})).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebCall } from '../src/index';
import { leaseCallObject } from '../src/lease-call-object';
import { pageState } from '../src/page-state';
import { createFakeMediaDevices } from '../src/testing/index';
import {
  chosenMicrophoneGone,
  countWebCalls,
  createHarness,
  createManualClock,
  flush,
  refuseAsBusy,
  sinkPrototype,
  userActivation,
  WAIT,
} from './support';

// Promises kept only at an edge: a queued start, two elements, a prompt held through a stop, a boundary level, a
// microtask between two leases, settings at the end of their range, a device busy rather than gone, the element
// unlocked by a click, messages during the join, a clock without clearTimeout. Each test fails on a one-line change to
// the code that the rest of the suite let through (found by mutating the source).

const target = { assistantId: 'asst_1' } as const;

afterEach(() => {
  delete sinkPrototype.setSinkId;
});

describe('promises kept at the edges', () => {
  it('a mute chosen for a queued start shows in the snapshot while that start connects', async () => {
    const { call } = createHarness({}, { createDelay: 20, delays: { join: 300 } });
    void call.start(target);
    const stopping = call.stop();
    const next = call.start(target);
    call.setMuted(true);
    await stopping;
    expect(call.state).toBe('connecting');
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    expect(await next).not.toBeNull();
    await call.stop();
  });

  it('a speaker refused by one element changes nothing: the elements already switched are put back', async () => {
    const sinks = new Map<HTMLMediaElement, string>();
    let refused: HTMLMediaElement | undefined;
    sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
      if (this === refused && id !== '')
        return Promise.reject(new DOMException('refused', 'NotAllowedError'));
      sinks.set(this, id);
      return Promise.resolve();
    };
    const media = createFakeMediaDevices({ outputs: [{ deviceId: 'a' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    factory.last?.emitTrackStarted({ participantId: 'p2' });
    const [first, second] = call.getRemoteAudio().map((audio) => audio.element);
    refused = second;
    await expect(call.setOutputDevice('a')).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(sinks.get(first as HTMLMediaElement) ?? '').toBe('');
    await call.stop();
  });

  it('an unmuted visitor whose noise cancellation fails to set up (Daily mutes) is heard again', async () => {
    const { call, factory } = createHarness(
      {},
      {
        onJoined: (fake) => {
          // As daily-js: a processor that cannot be set mutes the microphone, and the call goes on.
          fake.updateInputSettings = () => {
            fake.setLocalAudio(false);
            return Promise.reject(new Error('processor failed'));
          };
        },
      },
    );
    await call.start(target);
    expect(call.state).toBe('active');
    expect(factory.last?.localAudio()).toBe(true);
    expect(call.isMuted()).toBe(false);
    expect(call.getSnapshot().muted).toBe(false);
    await call.stop();
  });

  it('a network report during the join is not a reconnection: the call starts connected', async () => {
    const { call, factory, recorder } = createHarness({}, { delays: { join: 300 } });
    const starting = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('daily-call-join:started'), WAIT);
    factory.last?.emitNetworkConnection('interrupted');
    expect(await starting).not.toBeNull();
    expect(recorder.of('reconnecting')).toEqual([]);
    expect(call.getSnapshot().network).toEqual({ quality: 'good', connection: 'connected' });
    await call.stop();
  });

  it('a start stopped while the default microphone is asked for announces no fallback and keeps no track', async () => {
    const { call, recorder, media } = await chosenMicrophoneGone();
    const getUserMedia = media.getUserMedia.bind(media);
    let grant: () => void = () => {};
    let asked = 0;
    media.getUserMedia = (constraints) => {
      asked += 1;
      // The chosen device is refused at once; the default is granted only after the stop.
      if (asked === 1) return getUserMedia(constraints);
      return new Promise((resolve, reject) => {
        grant = () => getUserMedia(constraints).then(resolve, reject);
      });
    };
    const starting = call.start(target);
    await vi.waitFor(() => expect(asked).toBe(2), WAIT);
    const stopping = call.stop();
    grant();
    expect(await starting).toBeNull();
    await stopping;
    await flush();
    expect(recorder.of('device-fallback')).toEqual([]);
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('a level at the threshold is not quiet: no mic-silent', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({
      clock,
      micSilence: { afterMs: 1000, threshold: 0.05 },
    });
    await call.start(target);
    factory.last?.emitLocalAudioLevel(0.05);
    clock.advance(2000);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    await call.stop();
  });

  it('quiet counted before the assistant speaks does not run on through its speech', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({
      clock,
      micSilence: { afterMs: 1000, threshold: 0.05 },
    });
    await call.start(target);
    const fake = factory.last;
    fake?.emitLocalAudioLevel(0.01);
    clock.advance(500);
    // The assistant starts its greeting; the visitor listens, quiet.
    for (let ms = 0; ms < 1500; ms += 100) {
      fake?.emitAudioLevels({ assistant: 0.3 });
      fake?.emitLocalAudioLevel(0.01);
      clock.advance(100);
    }
    expect(call.getSnapshot().speaking).toBe(true);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    await call.stop();
  });

  it('a lease aborted as the earlier one is released creates nothing', async () => {
    const first = leaseCallObject(
      () => {},
      () => {},
    );
    const previous = pageState().released;
    const second = leaseCallObject(
      () => {},
      () => {},
    );
    const controller = new AbortController();
    const create = vi.fn(() => {
      throw new Error('created after the abort');
    });
    const creating = second.create(create as never, controller.signal);
    // The abort lands after the earlier lease's release was seen, before the creation runs.
    void previous.then(() => controller.abort(new Error('stopped')));
    await first.release();
    await expect(creating).rejects.toThrow('stopped');
    expect(create).not.toHaveBeenCalled();
    await second.release();
  });

  it('a microphone switch the browser refuses during a call is not the device asked for at the next start', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    refuseAsBusy(media, 'm2');
    const { call } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m1');
    await call.start(target);
    await expect(call.setInputDevice('m2')).rejects.toMatchObject({ name: 'NotReadableError' });
    await call.stop();
    expect(await call.start(target)).not.toBeNull();
    expect(media.requests.at(-1)).toEqual({ audio: { deviceId: { exact: 'm1' } } });
    await call.stop();
  });
});

describe('more promises kept at the edges: settings at the end of their range, devices, elements, clocks', () => {
  it('micSilence takes 0 as a setting: a threshold of 0 finds nothing quiet', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({ clock, micSilence: { afterMs: 1000, threshold: 0 } });
    await call.start(target);
    factory.last?.emitLocalAudioLevel(0);
    clock.advance(5000);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    expect(call.getSnapshot().micSilent).toBe(false);
    await call.stop();
  });

  it('micSilence takes 0 as a setting: an afterMs of 0 says mic-silent at the first quiet level', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({ clock, micSilence: { afterMs: 0, threshold: 0.05 } });
    await call.start(target);
    factory.last?.emitLocalAudioLevel(0.01);
    clock.advance(1);
    expect(recorder.of('mic-silent')).toHaveLength(1);
    expect(call.getSnapshot().micSilent).toBe(true);
    await call.stop();
  });

  it('a chosen microphone that is busy, not gone, fails the start as in-use: no fallback to the default', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    refuseAsBusy(media, 'm2');
    const { call, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    const webCalls = countWebCalls();
    expect(await call.start(target)).toBeNull();
    webCalls.dispose();
    expect(webCalls.count()).toBe(0);
    expect(recorder.of('device-fallback')).toEqual([]);
    expect(recorder.of('error')).toMatchObject([
      { type: 'microphone-error', stage: 'microphone-permission', reason: 'in-use' },
    ]);
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('after a start from a click, each assistant track plays in an element of its own', async () => {
    const restore = userActivation(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { call, factory } = createHarness();
    const started = call.start(target);
    restore();
    await started;
    const first = factory.last?.emitTrackStarted({ participantId: 'p1' });
    factory.last?.emitTrackStarted({ participantId: 'p2' });
    const [one, two] = call.getRemoteAudio();
    expect(one?.element).not.toBe(two?.element);
    expect(one?.element.isConnected).toBe(true);
    expect((one?.element.srcObject as MediaStream | null)?.getAudioTracks()).toEqual([first]);
    play.mockRestore();
    await call.stop();
  });

  it('resumeAudio() after the refused track went away resolves: nothing is left to play', async () => {
    // As Chromium: play() of an element with nothing to play never settles.
    let allowed = false;
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      if (!this.srcObject) return new Promise(() => {});
      return allowed ? Promise.resolve() : Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    });
    const { call, factory } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    factory.last?.emitTrackStopped({ participantId: 'p1' });
    allowed = true;
    let resumed: boolean | undefined;
    void call.resumeAudio().then((value) => (resumed = value));
    await flush();
    expect(resumed).toBe(true);
    expect(call.getSnapshot().audioBlocked).toBe(false);
    play.mockRestore();
    await call.stop();
  });

  it('send() and say() while the call joins return false and send nothing: the call is not joined yet', async () => {
    const { call, factory, recorder } = createHarness({}, { delays: { join: 300 } });
    const starting = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('daily-call-join:started'), WAIT);
    expect(call.say('Hello')).toBe(false);
    expect(call.send({ type: 'control', control: 'mute-assistant' })).toBe(false);
    expect(factory.last?.sentAppMessages).toEqual([]);
    expect(await starting).not.toBeNull();
    expect(call.say('Hello')).toBe(true);
    await call.stop();
  });

  it('microphonePermission() says granted from a visible microphone label when the Permissions API will not say', async () => {
    // As Firefox before 2023: no `microphone` permission name; labels show only once the microphone was allowed.
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'microphone-1', label: 'Built-in microphone' }],
    });
    const older = Object.assign(media, {
      permissions: { query: () => Promise.reject(new TypeError('microphone is not a permission name')) },
    });
    expect(await WebCall.microphonePermission(older)).toBe('granted');
    expect(media.requests).toEqual([]);
  });

  it('a grant that brings more than one audio track keeps none of the others live', async () => {
    const media = createFakeMediaDevices({ permission: 'granted' });
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const tracks = [
        ...(await getUserMedia(constraints)).getAudioTracks(),
        ...(await getUserMedia(constraints)).getAudioTracks(),
      ];
      return { getTracks: () => tracks, getAudioTracks: () => tracks, getVideoTracks: () => [] } as never;
    };
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    const [sent, extra] = media.tracks;
    expect(factory.last?.audioSource).toBe(sent);
    expect(extra?.readyState).toBe('ended');
    await call.stop();
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('a clock without clearTimeout is not a clock: ignored with a warning, and the call starts on the default', async () => {
    const clock = {
      now: () => Date.now(),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    };
    const { call, warnings } = createHarness({ clock: clock as never });
    expect(warnings.map(([message]) => message)).toEqual([expect.stringContaining('clock ignored')]);
    expect(await call.start(target)).not.toBeNull();
    await call.stop();
  });

  it('a microphone switch the browser refuses does not refuse the switches asked for after it', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }, { deviceId: 'm3' }],
    });
    refuseAsBusy(media, 'm2');
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m1');
    await call.start(target);
    await expect(call.setInputDevice('m2')).rejects.toMatchObject({ name: 'NotReadableError' });
    await call.setInputDevice('m3');
    const sent = factory.last?.audioSource as MediaStreamTrack | undefined;
    expect(sent?.getSettings().deviceId).toBe('m3');
    await call.stop();
  });

  it('the default microphone is named to Daily as "default" wherever the browser lists it, not as the first input', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'default' }],
    });
    const { call, factory } = createHarness({ mediaDevices: media, microphone: 'optional' });
    await call.start(target);
    await call.setInputDevice('');
    const switches = factory.last?.calls
      .filter((entry) => entry.method === 'setInputDevicesAsync')
      .map((entry) => entry.args[0]);
    expect(switches).toEqual([{ audioDeviceId: 'default' }]);
    await call.stop();
  });
});

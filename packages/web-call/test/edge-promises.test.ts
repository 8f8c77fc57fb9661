import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaseCallObject } from '../src/lease-call-object';
import { pageState } from '../src/page-state';
import { createFakeMediaDevices } from '../src/testing/index';
import { createHarness, createManualClock, flush, WAIT } from './support';

// Promises kept only at an edge: a queued start, two elements, a prompt held through a stop, a boundary level, a
// microtask between two leases. Each test fails on a one-line change to the code that the rest of the suite let
// through (found by mutating the source).

const target = { assistantId: 'asst_1' } as const;
type SinkPrototype = { setSinkId?: (id: string) => Promise<void> };
const prototype = HTMLMediaElement.prototype as unknown as SinkPrototype;

afterEach(() => {
  delete prototype.setSinkId;
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
    prototype.setSinkId = function (this: HTMLMediaElement, id: string) {
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
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    const { call, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    media.setDevices({ inputs: [{ deviceId: 'm1' }] });
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
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      JSON.stringify(constraints).includes('m2')
        ? Promise.reject(new DOMException('busy', 'NotReadableError'))
        : getUserMedia(constraints);
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESUME_TIMEOUT_MS } from '../src/session/output';
import { createFakeMediaDevices } from '../src/testing/index';
import {
  chosenMicrophoneGone,
  createHarness,
  createManualClock,
  flush,
  sinkPrototype,
  userActivation,
  WAIT,
} from './support';

const target = { assistantId: 'asst_1' } as const;

/** Gives happy-dom's elements a `setSinkId` (it has none), recording each element's sink. */
function installSetSinkId(refuse?: string) {
  const sinks = new Map<HTMLMediaElement, string>();
  sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
    if (refuse) return Promise.reject(new DOMException('refused', refuse));
    sinks.set(this, id);
    return Promise.resolve();
  };
  return sinks;
}

/**
 * A `setSinkId` as WebKit's with speaker selection: allowed only within a user gesture, `sinkId` following a success.
 * Returns each request, and whether it came inside the click.
 */
function installGestureOnlySetSinkId() {
  const asked: Array<{ id: string; inClick: boolean }> = [];
  sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
    const inClick = navigator.userActivation?.isActive === true;
    asked.push({ id, inClick });
    if (!inClick) return Promise.reject(new DOMException('needs a gesture', 'NotAllowedError'));
    Object.defineProperty(this, 'sinkId', { value: id, configurable: true });
    return Promise.resolve();
  };
  return asked;
}

afterEach(() => {
  delete sinkPrototype.setSinkId;
  // A test that failed before restoring its spies must not fail the next ones.
  vi.restoreAllMocks();
});

/** Every element's `play()` refused as a browser's autoplay rules refuse it, until the spy is restored. */
const refuseToPlay = () =>
  vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));

describe('output', () => {
  it('setOutputDevice moves every assistant element now and in later calls (set while idle: from the next call)', async () => {
    const sinks = installSetSinkId();
    const media = createFakeMediaDevices({
      permission: 'granted',
      outputs: [{ deviceId: 'a' }, { deviceId: 'b' }],
    });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.setOutputDevice('a');
    await call.start(target);
    const first = factory.last?.emitTrackStarted();
    expect(first).toBeDefined();
    const [element] = call.getRemoteAudio().map((audio) => audio.element);
    expect(sinks.get(element as HTMLMediaElement)).toBe('a');
    await call.setOutputDevice('b');
    expect(sinks.get(element as HTMLMediaElement)).toBe('b');
    expect(factory.last?.calls.find((c) => c.method === 'setOutputDeviceAsync')?.args).toEqual([
      { outputDeviceId: 'b' },
    ]);
    await call.stop();
  });

  it('back to the default speaker ("") during a call: the elements play on it, and daily-js (which refuses "") is not asked', async () => {
    const sinks = installSetSinkId();
    const media = createFakeMediaDevices({ outputs: [{ deviceId: 'a' }] });
    const { call, factory, warnings } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted();
    await call.setOutputDevice('a');
    await call.setOutputDevice('');
    const [element] = call.getRemoteAudio().map((audio) => audio.element);
    expect(sinks.get(element as HTMLMediaElement)).toBe('');
    expect(factory.last?.calls.filter((c) => c.method === 'setOutputDeviceAsync').map((c) => c.args)).toEqual(
      [[{ outputDeviceId: 'a' }]],
    );
    expect(warnings).toEqual([]);
    await call.stop();
  });

  it('rejects with a named error and changes nothing: no setSinkId, an unknown id, a refusal', async () => {
    const media = createFakeMediaDevices({ permission: 'granted', outputs: [{ deviceId: 'a' }] });
    const { call } = createHarness({ mediaDevices: media });
    await expect(call.setOutputDevice('a')).rejects.toMatchObject({ name: 'NotSupportedError' });
    // As Safari: no setSinkId and no speaker listed; the reason is still the missing setSinkId.
    await expect(call.setOutputDevice('unlisted')).rejects.toMatchObject({ name: 'NotSupportedError' });
    installSetSinkId();
    await expect(call.setOutputDevice('nope')).rejects.toMatchObject({ name: 'NotFoundError' });
    installSetSinkId('NotAllowedError');
    await call.start(target);
    call.getRemoteAudio();
    await expect(call.setOutputDevice('a')).resolves.toBeUndefined();
    await call.stop();
  });

  it('a call that ends while the speaker is checked: the choice is kept, nothing is asked of the destroyed call object', async () => {
    const sinks = installSetSinkId();
    const media = createFakeMediaDevices({ outputs: [{ deviceId: 'a' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    const switching = call.setOutputDevice('a');
    await call.stop();
    await expect(switching).resolves.toBeUndefined();
    expect(factory.last?.calls.some((c) => c.method === 'setOutputDeviceAsync')).toBe(false);
    await call.start(target);
    factory.last?.emitTrackStarted();
    const [element] = call.getRemoteAudio().map((audio) => audio.element);
    expect(sinks.get(element as HTMLMediaElement)).toBe('a');
    await call.stop();
  });

  it('an assistant element created while the speaker switches plays on the new speaker too', async () => {
    const sinks = installSetSinkId();
    const media = createFakeMediaDevices({ outputs: [{ deviceId: 'a' }, { deviceId: 'b' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    const setSinkId = sinkPrototype.setSinkId;
    let release: () => void = () => {};
    // The first switch waits until a second element has arrived.
    sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
      sinkPrototype.setSinkId = setSinkId;
      return new Promise<void>((resolve) => {
        release = () => resolve(setSinkId?.call(this, id));
      });
    };
    const switching = call.setOutputDevice('b');
    await vi.waitFor(() => expect(sinkPrototype.setSinkId).toBe(setSinkId), WAIT);
    factory.last?.emitTrackStarted({ participantId: 'p2' });
    release();
    await switching;
    expect(call.getRemoteAudio().map(({ element }) => sinks.get(element))).toEqual(['b', 'b']);
    await call.stop();
  });

  it('a refusal of an element rejects with the browser name', async () => {
    installSetSinkId('NotAllowedError');
    const media = createFakeMediaDevices({ outputs: [{ deviceId: 'a' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted();
    await expect(call.setOutputDevice('a')).rejects.toMatchObject({ name: 'NotAllowedError' });
    await call.stop();
  });

  it('setVolume applies to current and later elements; outside 0..1 or not a number throws TypeError', async () => {
    const { call, factory } = createHarness();
    expect(call.getVolume()).toBe(1);
    call.setVolume(0.5);
    await call.start(target);
    factory.last?.emitTrackStarted();
    expect(call.getRemoteAudio()[0]?.element.volume).toBe(0.5);
    call.setVolume(0.25);
    expect(call.getRemoteAudio()[0]?.element.volume).toBe(0.25);
    expect(call.getSnapshot().volume).toBe(0.25);
    for (const bad of [-0.1, 1.1, Number.NaN, '1' as unknown as number]) {
      expect(() => call.setVolume(bad)).toThrow(TypeError);
    }
    await call.stop();
  });
});

describe('audio the browser refuses to play', () => {
  it('emits audio-blocked once, sets audioBlocked, and resumeAudio() from a click clears it', async () => {
    const play = refuseToPlay();
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    factory.last?.emitTrackStarted({ participantId: 'p2' });
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    await flush();
    expect(recorder.of('audio-blocked')).toHaveLength(1);
    expect(await call.resumeAudio()).toBe(false);
    // The platform holds the greeting until the assistant can be heard: not while the browser refuses to play.
    expect(factory.last?.sentAppMessages).not.toContain('playable');
    play.mockResolvedValue(undefined);
    expect(await call.resumeAudio()).toBe(true);
    expect(call.getSnapshot().audioBlocked).toBe(false);
    // Once, however many elements play: the platform waits for the first.
    expect(factory.last?.sentAppMessages.filter((message) => message === 'playable')).toHaveLength(1);
    play.mockRestore();
    await call.stop();
  });

  it('audioBlocked is false again at the next start, and a refusal in that call is announced again', async () => {
    const play = refuseToPlay();
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    await call.stop();
    const snapshots: boolean[] = [];
    const unsubscribe = call.subscribe(() => snapshots.push(call.getSnapshot().audioBlocked));
    await call.start(target);
    expect(snapshots[0]).toBe(false);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(recorder.of('audio-blocked')).toHaveLength(2), WAIT);
    unsubscribe();
    play.mockRestore();
    await call.stop();
  });
});

describe('a resume the browser never answers', () => {
  /** A call whose assistant was refused; then, as WebKit for a track without data, every play() waits for ever. */
  async function blockedThenSilent() {
    const clock = createManualClock();
    const play = refuseToPlay();
    const harness = createHarness({ clock });
    await harness.call.start(target);
    harness.factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(harness.call.getSnapshot().audioBlocked).toBe(true), WAIT);
    play.mockImplementation(() => new Promise(() => {}));
    let resumed: boolean | undefined;
    const timersBefore = clock.pending();
    void harness.call.resumeAudio().then((value) => (resumed = value));
    await flush();
    return { ...harness, clock, timersBefore, resumed: () => resumed };
  }

  it('resumeAudio() resolves false once the element has not started within RESUME_TIMEOUT_MS, leaving no timer', async () => {
    const { call, clock, timersBefore, resumed } = await blockedThenSilent();
    clock.advance(RESUME_TIMEOUT_MS - 1);
    await flush();
    expect(resumed()).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(resumed()).toBe(false);
    expect(clock.pending()).toBe(timersBefore);
    // Still refused as far as anyone knows: the control to hear the assistant stays.
    expect(call.getSnapshot().audioBlocked).toBe(true);
    await call.stop();
  });

  it('a call that ends while resumeAudio() waits settles it at once, and no timer outlives the call', async () => {
    const { call, clock, resumed } = await blockedThenSilent();
    await call.stop();
    await flush();
    // Nothing is left blocked once the call has ended.
    expect(resumed()).toBe(true);
    expect(clock.pending()).toBe(0);
  });
});

describe('a refusal that comes after the call', () => {
  it('is not reported: no audio-blocked, audioBlocked stays false while idle', async () => {
    let refuse: (error: unknown) => void = () => {};
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    await call.stop();
    refuse(new DOMException('no gesture', 'NotAllowedError'));
    await flush();
    expect(recorder.of('audio-blocked')).toHaveLength(0);
    expect(call.getSnapshot().audioBlocked).toBe(false);
    play.mockRestore();
  });
});

describe('elements unlocked within the click that starts the call', () => {
  it('during a user activation, start() plays the assistant element synchronously and the track reuses it', async () => {
    const restore = userActivation(true);
    const played: HTMLMediaElement[] = [];
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this);
      return Promise.resolve();
    });
    const { call, factory } = createHarness();
    const started = call.start(target);
    // Nothing awaited yet: still inside the click.
    expect(played).toHaveLength(1);
    restore();
    await started;
    factory.last?.emitTrackStarted();
    expect(call.getRemoteAudio()[0]?.element).toBe(played[0]);
    play.mockRestore();
    await call.stop();
  });

  it('a start from a click that ends before the assistant is heard lets go of the element it played', async () => {
    const restore = userActivation(true);
    const played: HTMLMediaElement[] = [];
    // Chromium never settles the play() of an element with nothing to play: only a pause() lets it, and the
    // session its handlers hold, be collected.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this);
      return new Promise(() => {});
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    const { call, recorder } = createHarness();
    const started = call.start(target);
    restore();
    await call.stop();
    await started;
    const paused = pause.mock.contexts;
    play.mockRestore();
    pause.mockRestore();
    expect(recorder.of('call-start-failed')).toHaveLength(1);
    expect(played).toHaveLength(1);
    expect(paused).toContain(played[0]);
  });

  it('the chosen speaker is set on the element inside the click, and not asked for again outside it (WebKit refuses)', async () => {
    const asked = installGestureOnlySetSinkId();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const media = createFakeMediaDevices({ permission: 'granted', outputs: [{ deviceId: 'headset' }] });
    const { call, factory, warnings } = createHarness({ mediaDevices: media });
    await call.setOutputDevice('headset');
    const restore = userActivation(true);
    const started = call.start(target);
    restore();
    await started;
    factory.last?.emitTrackStarted();
    await flush();
    const element = call.getRemoteAudio()[0]?.element as HTMLMediaElement & { sinkId?: string };
    expect(element.sinkId).toBe('headset');
    expect(asked).toEqual([{ id: 'headset', inClick: true }]);
    expect(warnings).toEqual([]);
    play.mockRestore();
    await call.stop();
  });

  it('a speaker chosen in a click during the call: the call’s next element (its track replaced) is on it, not asked again outside the click', async () => {
    const asked = installGestureOnlySetSinkId();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const media = createFakeMediaDevices({ permission: 'granted', outputs: [{ deviceId: 'headset' }] });
    const { call, factory, warnings } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'assistant' });
    const restore = userActivation(true);
    await call.setOutputDevice('headset');
    restore();
    // After a reconnection, outside any click.
    factory.last?.emitTrackStarted({ participantId: 'assistant' });
    await flush();
    const element = call.getRemoteAudio()[0]?.element as HTMLMediaElement & { sinkId?: string };
    expect(element.sinkId).toBe('headset');
    expect(asked.filter((ask) => !ask.inClick)).toEqual([]);
    expect(warnings).toEqual([]);
    play.mockRestore();
    await call.stop();
  });

  it('outside a user activation nothing is played before the track arrives', async () => {
    const restore = userActivation(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { call, factory } = createHarness();
    const started = call.start(target);
    expect(play).not.toHaveBeenCalled();
    await started;
    factory.last?.emitTrackStarted();
    expect(play).toHaveBeenCalledTimes(1);
    restore();
    play.mockRestore();
    await call.stop();
  });
});

describe('devices', () => {
  it('listDevices lists inputs and outputs; setInputDevice refuses an unknown id and asks for the chosen one next start', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
      outputs: [{ deviceId: 's1' }],
    });
    const { call } = createHarness({ mediaDevices: media });
    const devices = await call.listDevices();
    expect(devices.inputs.map((d) => d.deviceId)).toEqual(['m1', 'm2']);
    expect(devices.outputs.map((d) => d.deviceId)).toEqual(['s1']);
    await expect(call.setInputDevice('m9')).rejects.toMatchObject({ name: 'NotFoundError' });
    await call.setInputDevice('m2');
    await call.start(target);
    expect(media.requests.at(-1)).toEqual({ audio: { deviceId: { exact: 'm2' } } });
    await call.stop();
  });

  it('before the microphone is allowed, the browser hides its devices: a saved id is taken, and a start falls back if it has gone', async () => {
    // What Chrome, Safari and Firefox list before a grant: one entry per kind, with no id and no label.
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }], outputs: [{ deviceId: 's1' }] });
    const { call, recorder } = createHarness({ mediaDevices: media });
    const hidden = await call.listDevices();
    expect([...hidden.inputs, ...hidden.outputs].map(({ deviceId, label }) => [deviceId, label])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    await expect(call.setInputDevice('saved-mic')).resolves.toBeUndefined();
    await call.start(target);
    expect(media.requests[0]).toEqual({ audio: { deviceId: { exact: 'saved-mic' } } });
    expect(recorder.of('device-fallback')).toEqual([{ kind: 'input', deviceId: 'saved-mic' }]);
    expect(call.state).toBe('active');
    await call.stop();
  });

  it("setInputDevicesAsync's microphone is switched as setInputDevice does: the old track released, the new one followed", async () => {
    const media = createFakeMediaDevices({
      inputs: [
        { deviceId: 'm1', label: 'Mic 1' },
        { deviceId: 'm2', label: 'Mic 2' },
        { deviceId: 'm3', label: 'Mic 3' },
      ],
    });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.start(target);
    await call.setInputDevicesAsync({ audioDeviceId: 'm3', videoDeviceId: 'cam' });
    // By label: an ended track's settings are empty (as in Firefox).
    expect(media.tracks.map((track) => [track.label, track.readyState])).toEqual([
      ['Mic 1', 'ended'],
      ['Mic 3', 'live'],
    ]);
    // The camera goes to Daily as it is, without the microphone.
    expect(factory.last?.calls.filter((c) => c.method === 'setInputDevicesAsync').at(-1)?.args).toEqual([
      { videoDeviceId: 'cam' },
    ]);
    // The first microphone going away is not the call's concern any more.
    media.setDevices({ inputs: [{ deviceId: 'm2' }, { deviceId: 'm3' }] });
    await flush(20);
    expect(recorder.of('device-fallback')).toEqual([]);
    expect(factory.last?.audioSource).toBe(media.tracks[1]);
    // An app's own track is sent as it is; the session's is stopped, the app's never.
    const own = (await media.getUserMedia({ audio: { deviceId: { exact: 'm2' } } })).getAudioTracks()[0];
    await call.setInputDevicesAsync({ audioSource: own });
    expect(factory.last?.audioSource).toBe(own);
    expect(media.tracks[1]?.readyState).toBe('ended');
    await call.stop();
    expect(own?.readyState).toBe('live');
  });

  it('setInputDevice during a call gives Daily the new track and stops the old one', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    await call.setInputDevice('m2');
    expect(media.tracks.map((t) => t.readyState)).toEqual(['ended', 'live']);
    expect(factory.last?.audioSource).toBe(media.tracks[1]);
    await call.stop();
    expect(media.tracks.map((t) => t.readyState)).toEqual(['ended', 'ended']);
  });

  it('a call that ends while Daily takes the new microphone leaves no track live', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    const fake = factory.last;
    if (!fake) throw new Error('no call object');
    // Daily is still switching when the call ends: it answers only once the session has cleaned up.
    let answer!: () => void;
    const taken = new Promise<void>((resolve) => (answer = resolve));
    const original = fake.setInputDevicesAsync.bind(fake);
    vi.spyOn(fake, 'setInputDevicesAsync').mockImplementation(async (devices) => {
      const result = original(devices);
      await taken;
      return result;
    });
    const switching = call.setInputDevice('m2');
    await vi.waitFor(() => expect(media.tracks).toHaveLength(2), WAIT);
    await call.stop();
    answer();
    await expect(switching).resolves.toBeUndefined();
    expect(media.tracks.map((t) => t.readyState)).toEqual(['ended', 'ended']);
  });

  it('a call that ends while the fallback microphone is asked for announces no fallback after its end', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    await call.start(target);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const getUserMedia = media.getUserMedia.bind(media);
    vi.spyOn(media, 'getUserMedia').mockImplementation(async (constraints) => {
      await answered;
      return getUserMedia(constraints);
    });
    media.setDevices({ inputs: [{ deviceId: 'm1' }] });
    await vi.waitFor(() => expect(media.getUserMedia).toHaveBeenCalled(), WAIT);
    await call.stop();
    answer();
    await flush();
    expect(recorder.names().slice(recorder.names().indexOf('call-end'))).not.toContain('device-fallback');
    expect(media.tracks.map((t) => t.readyState)).toEqual(['ended', 'ended']);
  });

  it('devices-change during a call; device-fallback when the microphone in use goes away', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    await call.start(target);
    media.setDevices({ inputs: [{ deviceId: 'm1' }] });
    await vi.waitFor(() =>
      expect(recorder.of('device-fallback')).toEqual([{ kind: 'input', deviceId: 'm2' }]),
    );
    expect(recorder.of('devices-change')[0]?.inputs.map((d) => d.deviceId)).toEqual(['m1']);
    expect(factory.last?.audioSource).toBe(media.tracks[1]);
    expect(media.tracks[1]?.getSettings().deviceId).toBe('m1');
    await call.stop();
  });

  it('a devices-change listener that edits its lists does not change what the call falls back on', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    await call.start(target);
    call.on('devices-change', (devices) => devices.inputs.splice(0));
    // m2 is still there: nothing to fall back from.
    media.setDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }, { deviceId: 'm3' }] });
    await vi.waitFor(() => expect(recorder.of('devices-change')).toHaveLength(1), WAIT);
    await flush();
    expect(recorder.of('device-fallback')).toEqual([]);
    await call.stop();
  });
});

describe('muting before the call object exists', () => {
  it('is kept, answered by isMuted(), and what Daily sends once joined', async () => {
    const { call, factory } = createHarness({}, { createDelay: 100 });
    const starting = call.start(target);
    expect(call.state).toBe('connecting');
    expect(factory.last).toBeUndefined();
    call.setMuted(true);
    expect(call.isMuted()).toBe(true);
    expect(await starting).not.toBeNull();
    expect(factory.last?.localAudio()).toBe(false);
    expect(call.getSnapshot().muted).toBe(true);
    await call.stop();
    // With no call at all there is nothing to mute.
    expect(() => call.setMuted(true)).toThrow('Call object is not available.');
  });
});

describe('microphone switches, one after the other', () => {
  it('the last device asked for is the one sent and asked for next time, however slowly the first opens', async () => {
    const media = createFakeMediaDevices({
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }, { deviceId: 'm3' }],
    });
    const getUserMedia = media.getUserMedia.bind(media);
    // m2 opens slowly, as a Bluetooth headset does.
    media.getUserMedia = async (constraints) => {
      const audio = constraints?.audio as { deviceId?: { exact?: string } } | boolean | undefined;
      if (typeof audio === 'object' && audio.deviceId?.exact === 'm2')
        await new Promise((r) => setTimeout(r, 50));
      return getUserMedia(constraints);
    };
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    await Promise.all([call.setInputDevice('m2'), call.setInputDevice('m3')]);
    expect((factory.last?.audioSource as MediaStreamTrack | undefined)?.getSettings().deviceId).toBe('m3');
    expect(media.tracks.filter((track) => track.readyState === 'live')).toHaveLength(1);
    await call.stop();
    await call.start(target);
    expect(media.requests.at(-1)).toEqual({ audio: { deviceId: { exact: 'm3' } } });
    await call.stop();
  });
});

describe('the third review: changes racing each other and the start', () => {
  /** Media devices whose getUserMedia for `slowId` waits until `release()`. */
  function slowDevice(media: ReturnType<typeof createFakeMediaDevices>, slowId: string) {
    const getUserMedia = media.getUserMedia.bind(media);
    let release: () => void = () => {};
    const opened = new Promise<void>((resolve) => (release = resolve));
    media.getUserMedia = async (constraints) => {
      const audio = constraints?.audio as { deviceId?: { exact?: string } } | boolean | undefined;
      if (typeof audio === 'object' && audio.deviceId?.exact === slowId) await opened;
      return getUserMedia(constraints);
    };
    return { release };
  }

  it('a microphone chosen during the prompt that opens slowly holds up neither the start nor a stop', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const slow = slowDevice(media, 'm2');
    // The start's prompt waits for the test; m2 (asked for once joined) waits for `slow.release()`.
    const getUserMedia = media.getUserMedia;
    let grant: () => void = () => {};
    let prompted = false;
    media.getUserMedia = (constraints) => {
      if (prompted) return getUserMedia(constraints);
      prompted = true;
      return new Promise((resolve) => (grant = () => resolve(getUserMedia(constraints))));
    };
    const { call } = createHarness({ mediaDevices: media });
    const starting = call.start(target);
    await vi.waitFor(() => expect(prompted).toBe(true), WAIT);
    await call.setInputDevice('m2');
    grant();
    expect(await starting).not.toBeNull();
    await call.stop();
    expect(call.state).toBe('idle');
    slow.release();
    await flush();
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('a mute chosen for a start queued behind a stopped one holds', async () => {
    const { call, factory } = createHarness({}, { createDelay: 20 });
    void call.start(target);
    const stopping = call.stop();
    const next = call.start(target);
    call.setMuted(true);
    await stopping;
    expect(await next).not.toBeNull();
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    expect(factory.last?.localAudio()).toBe(false);
    expect(factory.last?.calls.find((c) => c.method === 'join')?.args[0]).toMatchObject({
      startAudioOff: true,
    });
    await call.stop();
  });

  it('a fallback that waits behind the visitor’s switch does not undo it', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }, { deviceId: 'm3' }],
    });
    const slow = slowDevice(media, 'm2');
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m1');
    await call.start(target);
    const choosing = call.setInputDevice('m2');
    await flush();
    media.setDevices({ inputs: [{ deviceId: 'm2' }, { deviceId: 'm3' }] });
    await flush();
    slow.release();
    await choosing;
    await flush(10);
    expect((factory.last?.audioSource as MediaStreamTrack | undefined)?.getSettings().deviceId).toBe('m2');
    expect(recorder.of('device-fallback')).toEqual([]);
    await call.stop();
  });

  it('a chosen microphone gone between calls: a start stopped meanwhile asks for nothing more', async () => {
    const { call, recorder, media } = await chosenMicrophoneGone();
    // The browser answers the prompt for the missing device only after the stop.
    const getUserMedia = media.getUserMedia.bind(media);
    let refuse: () => void = () => {};
    media.getUserMedia = (constraints) =>
      new Promise((resolve, reject) => {
        refuse = () => getUserMedia(constraints).then(resolve, reject);
      });
    const starting = call.start(target);
    await vi.waitFor(() => expect(recorder.progress()).toContain('microphone-permission:started'), WAIT);
    const stopping = call.stop();
    refuse();
    expect(await starting).toBeNull();
    await stopping;
    expect(recorder.of('device-fallback')).toEqual([]);
    expect(media.requests).toEqual([{ audio: { deviceId: { exact: 'm2' } } }]);
  });

  it('a microphone that ended while the call was starting is replaced once the call is active', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'default' }, { deviceId: 'm1' }] });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    call.on('call-start-progress', ({ stage, status }) => {
      if (stage === 'daily-call-join' && status === 'started') media.endTracks('default');
    });
    await call.start(target);
    await vi.waitFor(() => expect(recorder.of('device-fallback')).toHaveLength(1), WAIT);
    expect((factory.last?.audioSource as MediaStreamTrack | undefined)?.readyState).toBe('live');
    await call.stop();
  });

  it('with microphone "optional" and no input left, no fallback is announced', async () => {
    // Daily asks for the microphone itself: in a browser its grant is the page's, so the devices are listed.
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    const { call, recorder } = createHarness({ mediaDevices: media, microphone: 'optional' });
    await call.start(target);
    await call.setInputDevice('m2');
    media.setDevices({ inputs: [] });
    await flush(10);
    expect(recorder.of('devices-change')).toHaveLength(1);
    expect(recorder.of('device-fallback')).toEqual([]);
    await call.stop();
  });
});

describe('messages too large for Daily', () => {
  it('say() and send() throw a RangeError with the size; a message that fits is sent', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    expect(call.say('Tuesday at nine is free.')).toBe(true);
    expect(() => call.say('x'.repeat(5000))).toThrow(RangeError);
    expect(() => call.say('"'.repeat(1500))).toThrow(/too large for Daily/);
    expect(factory.last?.sentAppMessages).toHaveLength(1);
    await call.stop();
  });
});

describe('a microphone chosen while the call connects', () => {
  it('during the prompt: once joined, Daily sends the chosen one and the first track is stopped', async () => {
    let grant: () => void = () => {};
    const media = createFakeMediaDevices({
      inputs: [
        { deviceId: 'm1', label: 'Mic 1' },
        { deviceId: 'm2', label: 'Mic 2' },
      ],
    });
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      new Promise((resolve) => {
        grant = () => resolve(getUserMedia(constraints));
        // Only the first request, the start's prompt, waits for the test.
        if (media.requests.length > 0) grant();
      });
    const { call, factory } = createHarness({ mediaDevices: media });
    const starting = call.start(target);
    await vi.waitFor(() => expect(factory.last).toBeDefined(), WAIT);
    await call.setInputDevice('m2');
    grant();
    expect(await starting).not.toBeNull();
    const sent = factory.last?.audioSource as MediaStreamTrack;
    expect(sent.getSettings().deviceId).toBe('m2');
    expect(sent.readyState).toBe('live');
    expect(media.tracks[0]?.label).toBe('Mic 1');
    expect(media.tracks[0]?.readyState).toBe('ended');
    await call.stop();
  });
});

describe('a chosen microphone that went away between calls', () => {
  it('the next start asks for the default, says so, and forgets the choice', async () => {
    const { call, recorder, media } = await chosenMicrophoneGone();
    expect(await call.start(target)).not.toBeNull();
    expect(recorder.of('device-fallback')).toEqual([{ kind: 'input', deviceId: 'm2' }]);
    expect(media.requests.at(-1)).toEqual({ audio: true });
    expect(media.tracks.at(-1)?.getSettings().deviceId).toBe('m1');
    await call.stop();
    await call.start(target);
    expect(media.requests.at(-1)).toEqual({ audio: true });
    await call.stop();
  });

  it('an app’s own device id that is missing still fails the start as not-found', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }] });
    const { call, recorder } = createHarness({ mediaDevices: media, callObject: { audioSource: 'gone' } });
    expect(await call.start(target)).toBeNull();
    expect(recorder.of('error')).toMatchObject([{ type: 'microphone-error', reason: 'not-found' }]);
  });
});

describe('a microphone that stops without leaving the list', () => {
  it('falls back once when the track ends on its own (Chrome still lists "default" when its device is unplugged)', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'default' }, { deviceId: 'm1' }] });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.start(target);
    expect(media.tracks[0]?.getSettings().deviceId).toBe('default');
    media.endTracks('default');
    await vi.waitFor(() => expect(recorder.of('device-fallback')).toHaveLength(1), WAIT);
    expect(recorder.of('device-fallback')).toEqual([{ kind: 'input', deviceId: 'default' }]);
    expect(factory.last?.audioSource).toBe(media.tracks[1]);
    expect(media.tracks[1]?.readyState).toBe('live');
    // The new track is followed too.
    media.endTracks();
    await vi.waitFor(() => expect(recorder.of('device-fallback')).toHaveLength(2), WAIT);
    expect(factory.last?.audioSource).toBe(media.tracks[2]);
    await call.stop();
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
  });
});

describe('devices: speaker fallback and the optional microphone', () => {
  it('device-fallback for the speaker in use: back to the default on every element, not kept for later elements', async () => {
    const sinks = installSetSinkId();
    const inputs = [{ deviceId: 'm1' }];
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs,
      outputs: [{ deviceId: 's1' }, { deviceId: 's2' }],
    });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.setOutputDevice('s2');
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    const [first] = call.getRemoteAudio().map((audio) => audio.element);
    expect(sinks.get(first as HTMLMediaElement)).toBe('s2');
    media.setDevices({ inputs, outputs: [{ deviceId: 's1' }] });
    await vi.waitFor(() =>
      expect(recorder.of('device-fallback')).toEqual([{ kind: 'output', deviceId: 's2' }]),
    );
    expect(sinks.get(first as HTMLMediaElement)).toBe('');
    factory.last?.emitTrackStarted({ participantId: 'p2' });
    const second = call.getRemoteAudio().find((audio) => audio.participantId === 'p2')?.element;
    expect(second && sinks.has(second)).toBe(false);
    await call.stop();
  });

  it('a call that ends while the default speaker is being set announces no fallback after its end', async () => {
    installSetSinkId();
    const inputs = [{ deviceId: 'm1' }];
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs,
      outputs: [{ deviceId: 's1' }, { deviceId: 's2' }],
    });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.setOutputDevice('s2');
    await call.start(target);
    factory.last?.emitTrackStarted();
    // The browser is still switching the element back when the call ends.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const setSinkId = vi.fn(() => answered);
    sinkPrototype.setSinkId = setSinkId;
    media.setDevices({ inputs, outputs: [{ deviceId: 's1' }] });
    await vi.waitFor(() => expect(setSinkId).toHaveBeenCalledWith(''), WAIT);
    await call.stop();
    answer();
    await flush();
    expect(recorder.names()).toContain('call-end');
    expect(recorder.names().slice(recorder.names().indexOf('call-end'))).not.toContain('device-fallback');
  });

  it('with microphone "optional", setInputDevice tells Daily the device (no prompt of ours) and is asked for at the next start', async () => {
    // Daily asks for the microphone itself: in a browser its grant is the page's, so the devices are listed.
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    const { call, factory } = createHarness({ mediaDevices: media, microphone: 'optional' });
    await call.start(target);
    await call.setInputDevice('m2');
    expect(factory.last?.calls.find((c) => c.method === 'setInputDevicesAsync')?.args).toEqual([
      { audioDeviceId: 'm2' },
    ]);
    expect(media.requests).toEqual([]);
    await call.stop();
    await call.start(target);
    expect(factory.last?.calls.find((c) => c.method === 'join')?.args[0]).toMatchObject({
      audioSource: 'm2',
    });
    expect(media.requests).toEqual([]);
    await call.stop();
  });
});

describe('the default microphone when Daily asks for it itself', () => {
  const switches = (factory: ReturnType<typeof createHarness>['factory']) =>
    factory.last?.calls.filter((c) => c.method === 'setInputDevicesAsync').map((c) => c.args[0]);

  it('a microphone that goes away: Daily is given the default by name (Chrome: "default", else the first)', async () => {
    // Daily asks for the microphone itself: in a browser its grant is the page's, so the devices are listed.
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    const { call, factory, recorder } = createHarness({ mediaDevices: media, microphone: 'optional' });
    await call.start(target);
    await call.setInputDevice('m2');
    media.setDevices({ inputs: [{ deviceId: 'm1' }] });
    await vi.waitFor(() => expect(recorder.of('device-fallback')).toHaveLength(1), WAIT);
    expect(switches(factory)).toEqual([{ audioDeviceId: 'm2' }, { audioDeviceId: 'm1' }]);
    await call.stop();

    const chrome = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'default' }, { deviceId: 'm1' }],
    });
    const again = createHarness({ mediaDevices: chrome, microphone: 'optional' });
    await again.call.start(target);
    await again.call.setInputDevice('');
    expect(switches(again.factory)).toEqual([{ audioDeviceId: 'default' }]);
    await again.call.stop();
  });
});

describe('mute is the visitor’s', () => {
  it('a failed noise-cancellation processor leaves a muted visitor muted', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    call.setMuted(true);
    factory.last?.failNoiseCancellation();
    await flush();
    expect(factory.last?.localAudio()).toBe(false);
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    call.setMuted(false);
    factory.last?.failNoiseCancellation();
    await flush();
    expect(call.isMuted()).toBe(false);
    await call.stop();
  });

  it.each([true, false])(
    'when noise cancellation cannot be set up, the visitor’s choice (muted: %s) is what Daily sends',
    async (muted) => {
      const { call, factory, recorder } = createHarness({}, { failOn: { updateInputSettings: true } });
      const starting = call.start(target);
      call.setMuted(muted);
      await starting;
      expect(call.state).toBe('active');
      expect(recorder.of('error').map((e) => e.type)).toEqual(['audio-processing-setup-error']);
      expect(factory.last?.localAudio()).toBe(!muted);
      expect(call.isMuted()).toBe(muted);
      expect(call.getSnapshot().muted).toBe(muted);
      await call.stop();
    },
  );

  it('a mute chosen while connecting holds once joined: Daily sends nothing, isMuted() and the snapshot agree', async () => {
    const { call, factory } = createHarness({}, { delays: { join: 300 } });
    const starting = call.start(target);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('joining-meeting'), {
      ...WAIT,
      interval: 5,
    });
    call.setMuted(true);
    expect(call.isMuted()).toBe(true);
    await starting;
    expect(call.state).toBe('active');
    expect(factory.last?.localAudio()).toBe(false);
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    await call.stop();
  });

  it('an unmute made while daily-js loads at the join (which drops it) holds once joined', async () => {
    const { call, factory } = createHarness({}, { delays: { load: 300 } });
    const starting = call.start(target);
    // Muted before the join: it starts with startAudioOff.
    call.setMuted(true);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('loading'), { ...WAIT, interval: 5 });
    call.setMuted(false);
    await starting;
    expect(factory.last?.calls.find((c) => c.method === 'join')?.args[0]).toMatchObject({
      startAudioOff: true,
    });
    expect(factory.last?.localAudio()).toBe(true);
    expect(call.isMuted()).toBe(false);
    expect(call.getSnapshot().muted).toBe(false);
    await call.stop();
  });

  it('an unmute made during the join cannot turn on a microphone Daily could not get: the call stays muted', async () => {
    const { call, factory } = createHarness(
      { microphone: 'optional' },
      { delays: { load: 300 }, microphoneError: 'not-found' },
    );
    const starting = call.start(target);
    call.setMuted(true);
    await vi.waitFor(() => expect(factory.last?.meetingState()).toBe('loading'), { ...WAIT, interval: 5 });
    call.setMuted(false);
    await starting;
    expect(factory.last?.localAudio()).toBe(false);
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    await call.stop();
  });

  it('an unmute once joined cannot turn on a microphone Daily could not get: isMuted() and the snapshot agree', async () => {
    const { call, factory } = createHarness({ microphone: 'optional' }, { microphoneError: 'permissions' });
    await call.start(target);
    expect(call.isMuted()).toBe(true);
    expect(call.getSnapshot().muted).toBe(true);
    call.setMuted(false);
    expect(factory.last?.localAudio()).toBe(false);
    expect({ isMuted: call.isMuted(), snapshot: call.getSnapshot().muted }).toEqual({
      isMuted: true,
      snapshot: true,
    });
    await call.stop();
  });

  it('a mute chosen before the call machine loads (during the microphone prompt) holds too', async () => {
    let grant: () => void = () => {};
    const media = createFakeMediaDevices();
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      new Promise((resolve) => {
        grant = () => resolve(getUserMedia(constraints));
      });
    const { call, factory } = createHarness({ mediaDevices: media });
    const starting = call.start(target);
    await vi.waitFor(() => expect(factory.last).toBeDefined(), WAIT);
    call.setMuted(true);
    // No local participant yet: Daily cannot answer, the visitor's choice does.
    expect(factory.last?.localAudio()).toBeNull();
    expect(call.isMuted()).toBe(true);
    grant();
    await starting;
    expect(factory.last?.localAudio()).toBe(false);
    expect(call.getSnapshot().muted).toBe(true);
    await call.stop();
  });

  it('noiseCancellation: false never sets a processor', async () => {
    const { call, factory, recorder } = createHarness({ noiseCancellation: false });
    await call.start(target);
    expect(factory.last?.calls.some((c) => c.method === 'updateInputSettings')).toBe(false);
    expect(recorder.progress()).not.toContain('audio-processing-setup:started');
    await call.stop();
  });
});

describe('the local level observer runs on the track Daily sends', () => {
  /** The fake's method calls from `from` on, by name: what happened after a given point. */
  const methodsAfter = (calls: readonly { method: string }[] | undefined, from: number) =>
    (calls ?? []).slice(from).map((c) => c.method);
  const observerRestart = ['stopLocalAudioLevelObserver', 'startLocalAudioLevelObserver'];

  it('restarts after the processor is set, after its fallback, and after a device switch', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    const fake = factory.last;
    const methods = methodsAfter(fake?.calls, 0);
    const processorAt = methods.lastIndexOf('updateInputSettings');
    expect(methods.slice(processorAt).filter((m) => m.includes('LocalAudioLevelObserver'))).toEqual(
      observerRestart,
    );

    let mark = fake?.calls.length ?? 0;
    fake?.failNoiseCancellation();
    await flush();
    const afterFallback = methodsAfter(fake?.calls, mark);
    expect(afterFallback.indexOf('stopLocalAudioLevelObserver')).toBeGreaterThan(
      afterFallback.indexOf('updateInputSettings'),
    );
    expect(afterFallback.filter((m) => m.includes('LocalAudioLevelObserver'))).toEqual(observerRestart);

    mark = fake?.calls.length ?? 0;
    await call.setInputDevice('m2');
    const afterSwitch = methodsAfter(fake?.calls, mark);
    expect(afterSwitch.indexOf('stopLocalAudioLevelObserver')).toBeGreaterThan(
      afterSwitch.indexOf('setInputDevicesAsync'),
    );
    expect(afterSwitch.filter((m) => m.includes('LocalAudioLevelObserver'))).toEqual(observerRestart);
    await call.stop();
  });

  it('with noiseCancellation: false the observer set up with the call is left alone', async () => {
    const { call, factory } = createHarness({ noiseCancellation: false });
    await call.start(target);
    const methods = methodsAfter(factory.last?.calls, 0);
    expect(methods.filter((m) => m.includes('LocalAudioLevelObserver'))).toEqual([
      'startLocalAudioLevelObserver',
    ]);
    await call.stop();
  });
});

describe('we cannot hear you', () => {
  it('mic-silent after afterMs under the threshold, mic-active at the first level above; muting clears it silently', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({
      clock,
      micSilence: { afterMs: 1000, threshold: 0.05 },
    });
    await call.start(target);
    const fake = factory.last;
    fake?.emitLocalAudioLevel(0.01);
    clock.advance(999);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    clock.advance(1);
    expect(recorder.of('mic-silent')).toHaveLength(1);
    expect(call.getSnapshot().micSilent).toBe(true);
    fake?.emitLocalAudioLevel(0.2);
    expect(recorder.of('mic-active')).toHaveLength(1);
    expect(call.getSnapshot().micSilent).toBe(false);
    fake?.emitLocalAudioLevel(0);
    clock.advance(1000);
    call.setMuted(true);
    expect(call.getSnapshot().micSilent).toBe(false);
    expect(recorder.of('mic-active')).toHaveLength(1);
    await call.stop();
  });

  it('a visitor listening to the assistant is not unheard: the quiet counts from the end of its speech', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({
      clock,
      micSilence: { afterMs: 1000, threshold: 0.05 },
    });
    await call.start(target);
    const fake = factory.last;
    // A three-second greeting, the visitor quiet throughout.
    for (let ms = 0; ms < 3000; ms += 100) {
      fake?.emitAudioLevels({ assistant: 0.3 });
      fake?.emitLocalAudioLevel(0.01);
      clock.advance(100);
    }
    expect(call.getSnapshot().speaking).toBe(true);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    // The speaking detector ends speech 1000 ms after the last level; the quiet counts from there.
    fake?.emitAudioLevels({ assistant: 0 });
    clock.advance(1000);
    expect(call.getSnapshot().speaking).toBe(false);
    fake?.emitLocalAudioLevel(0.01);
    clock.advance(999);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    clock.advance(1);
    expect(recorder.of('mic-silent')).toHaveLength(1);
    // Said once, it stands while the assistant speaks again, until the visitor is heard.
    fake?.emitAudioLevels({ assistant: 0.3 });
    fake?.emitLocalAudioLevel(0.01);
    expect(call.getSnapshot().micSilent).toBe(true);
    fake?.emitLocalAudioLevel(0.2);
    expect(recorder.of('mic-active')).toHaveLength(1);
    await call.stop();
  });

  it('an unset or invalid micSilence setting is ignored: the default applies', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({
      clock,
      micSilence: { afterMs: undefined, threshold: Number.NaN },
    });
    await call.start(target);
    factory.last?.emitLocalAudioLevel(0.01);
    clock.advance(3999);
    expect(recorder.of('mic-silent')).toHaveLength(0);
    clock.advance(1);
    expect(recorder.of('mic-silent')).toHaveLength(1);
    // Above the default threshold (0.02): heard again.
    factory.last?.emitLocalAudioLevel(0.03);
    expect(recorder.of('mic-active')).toHaveLength(1);
    await call.stop();
  });

  it('micSilence: false turns it off', async () => {
    const clock = createManualClock();
    const { call, factory, recorder } = createHarness({ clock, micSilence: false });
    await call.start(target);
    factory.last?.emitLocalAudioLevel(0);
    clock.advance(60_000);
    expect(recorder.of('mic-silent')).toEqual([]);
    await call.stop();
  });
});

describe('network', () => {
  it('reconnecting and reconnected follow network-connection; the snapshot follows, reset when a call starts', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitNetworkConnection('interrupted');
    factory.last?.emitNetworkQuality('low');
    expect(call.getSnapshot().network).toEqual({ quality: 'low', connection: 'reconnecting' });
    factory.last?.emitNetworkConnection('connected');
    expect(recorder.names().filter((n) => n === 'reconnecting' || n === 'reconnected')).toEqual([
      'reconnecting',
      'reconnected',
    ]);
    expect(call.getSnapshot().network.connection).toBe('connected');
    await call.stop();
    await call.start(target);
    expect(call.getSnapshot().network).toEqual({ quality: 'good', connection: 'connected' });
    await call.stop();
  });

  it('is reconnecting while any of Daily’s connections is down, back once every one is', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitNetworkConnection('interrupted', 'signaling');
    factory.last?.emitNetworkConnection('interrupted', 'sfu');
    factory.last?.emitNetworkConnection('connected', 'signaling');
    expect(call.getSnapshot().network.connection).toBe('reconnecting');
    factory.last?.emitNetworkConnection('connected', 'sfu');
    expect(call.getSnapshot().network.connection).toBe('connected');
    // Media moved from peer to peer to the server: the server's connection is media back.
    factory.last?.emitNetworkConnection('interrupted', 'peer-to-peer');
    factory.last?.emitNetworkConnection('connected', 'sfu');
    expect(call.getSnapshot().network.connection).toBe('connected');
    expect(recorder.names().filter((n) => n === 'reconnecting' || n === 'reconnected')).toEqual([
      'reconnecting',
      'reconnected',
      'reconnecting',
      'reconnected',
    ]);
    await call.stop();
  });
});

describe('a busy call: changes that overtake each other, repeats and storms', () => {
  /** A `setSinkId` that answers after `delayOf(id)` ms (real timers), recording each element's sink in that order. */
  function installSlowSetSinkId(delayOf: (id: string) => number) {
    const sinks = new Map<HTMLMediaElement, string>();
    sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          sinks.set(this, id);
          resolve();
        }, delayOf(id)),
      );
    };
    return sinks;
  }
  const speakers = [{ deviceId: 'default' }, { deviceId: 's1' }, { deviceId: 's2' }];

  it('two speaker choices at once: the last one asked for plays, for Daily and for the next call, however slowly the first switches', async () => {
    const sinks = installSlowSetSinkId((id) => (id === 's1' ? 40 : 0));
    const media = createFakeMediaDevices({ permission: 'granted', outputs: speakers });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted();
    const [element] = call.getRemoteAudio().map((audio) => audio.element as HTMLMediaElement);
    await Promise.all([call.setOutputDevice('s1'), call.setOutputDevice('s2')]);
    expect(sinks.get(element as HTMLMediaElement)).toBe('s2');
    expect(factory.last?.calls.filter((c) => c.method === 'setOutputDeviceAsync').map((c) => c.args)).toEqual(
      [[{ outputDeviceId: 's1' }], [{ outputDeviceId: 's2' }]],
    );
    await call.stop();
    await call.start(target);
    factory.last?.emitTrackStarted();
    const [next] = call.getRemoteAudio().map((audio) => audio.element as HTMLMediaElement);
    await vi.waitFor(() => expect(sinks.get(next as HTMLMediaElement)).toBe('s2'), WAIT);
    await call.stop();
  });

  it('the old speaker unplugged while a switch to a new one runs: the call stays on the new one, and nothing falls back', async () => {
    const sinks = installSlowSetSinkId(() => 20);
    const media = createFakeMediaDevices({ permission: 'granted', outputs: speakers });
    const { call, factory, recorder } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted();
    const [element] = call.getRemoteAudio().map((audio) => audio.element as HTMLMediaElement);
    await call.setOutputDevice('s1');
    const switching = call.setOutputDevice('s2');
    await flush();
    media.setDevices({ outputs: [{ deviceId: 'default' }, { deviceId: 's2' }] });
    await switching;
    await vi.waitFor(() => expect(recorder.of('devices-change')).toHaveLength(1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sinks.get(element as HTMLMediaElement)).toBe('s2');
    expect(recorder.of('device-fallback')).toEqual([]);
    await call.stop();
  });

  it('a speaker that went away while the call connected falls back once the call is active', async () => {
    installSetSinkId();
    const media = createFakeMediaDevices({ permission: 'granted', outputs: speakers });
    const { call, recorder } = createHarness({ mediaDevices: media }, { delays: { join: 30 } });
    await call.setOutputDevice('s1');
    const started = call.start(target);
    await vi.waitFor(() => expect(call.state).toBe('connecting'), WAIT);
    media.setDevices({ outputs: [{ deviceId: 'default' }, { deviceId: 's2' }] });
    await started;
    await vi.waitFor(
      () => expect(recorder.of('device-fallback')).toEqual([{ kind: 'output', deviceId: 's1' }]),
      WAIT,
    );
    await call.stop();
  });

  it('a resume that the browser answers after the call ended does not speak for the next call', async () => {
    let allow!: () => void;
    const play = refuseToPlay();
    const { call, factory } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    play.mockImplementationOnce(() => new Promise<void>((resolve) => (allow = resolve)));
    const resumed = call.resumeAudio();
    await call.stop();
    // Settled by the call's end: nothing of that call is blocked any more.
    expect(await resumed).toBe(true);
    await call.start(target);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    allow();
    await flush();
    expect(call.getSnapshot().audioBlocked).toBe(true);
    play.mockRestore();
    await call.stop();
  });

  it('a call that ends leaves nothing blocked: audioBlocked is false and resumeAudio() has nothing to resume', async () => {
    const play = refuseToPlay();
    const { call, factory } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted();
    await vi.waitFor(() => expect(call.getSnapshot().audioBlocked).toBe(true), WAIT);
    await call.stop();
    expect(call.getSnapshot().audioBlocked).toBe(false);
    expect(await call.resumeAudio()).toBe(true);
    play.mockRestore();
  });

  it('the assistant’s track starting again (after a reconnection) ends the element it replaces', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    expect(recorder.names().filter((name) => name.startsWith('remote-audio'))).toEqual([
      'remote-audio-start',
      'remote-audio-end',
      'remote-audio-start',
    ]);
    expect(call.getRemoteAudio()).toHaveLength(1);
    await call.stop();
  });

  it('each microphone switch stops following the track it replaced', async () => {
    const media = createFakeMediaDevices({
      permission: 'granted',
      inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }],
    });
    const { call } = createHarness({ mediaDevices: media });
    await call.start(target);
    await vi.waitFor(() => expect(media.tracks).toHaveLength(1), WAIT);
    const followed = (track: MediaStreamTrack) => {
      const added = vi.spyOn(track, 'addEventListener');
      const removed = vi.spyOn(track, 'removeEventListener');
      return () => added.mock.calls.length - removed.mock.calls.length;
    };
    // Active, the call follows its first track from the start; spies see only what comes after.
    const first = media.tracks[0] as MediaStreamTrack;
    const firstFollowed = followed(first);
    await call.setInputDevice('m2');
    expect(firstFollowed()).toBe(-1);
    const second = media.tracks[1] as MediaStreamTrack;
    const secondFollowed = followed(second);
    await call.setInputDevice('m1');
    expect(secondFollowed()).toBe(-1);
    await call.stop();
  });

  it('a storm of device changes in one tick is one devices-change and a look or two, not one per report', async () => {
    const media = createFakeMediaDevices({ permission: 'granted', outputs: speakers });
    const { call, recorder } = createHarness({ mediaDevices: media });
    await call.start(target);
    await flush();
    const enumerate = vi.spyOn(media, 'enumerateDevices');
    for (let i = 0; i < 100; i++) media.dispatchEvent(new Event('devicechange'));
    await flush();
    expect(recorder.of('devices-change')).toHaveLength(1);
    // One look for the app, one for each fallback in its turn: not one per report.
    expect(enumerate.mock.calls.length).toBeLessThanOrEqual(3);
    await call.stop();
  });
});

describe('a review of the busy call’s fixes', () => {
  it('a device check left waiting behind a switch when the call ends does not forget the visitor’s microphone', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const getUserMedia = media.getUserMedia.bind(media);
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    media.getUserMedia = async (constraints) => {
      const audio = constraints?.audio as { deviceId?: { exact?: string } } | boolean | undefined;
      if (typeof audio === 'object' && audio.deviceId?.exact === 'm2') await opened;
      return getUserMedia(constraints);
    };
    const { call } = createHarness({ mediaDevices: media });
    let choosing: Promise<void> | undefined;
    call.on('call-start-progress', ({ stage, status }) => {
      if (stage === 'microphone-permission' && status === 'completed') choosing = call.setInputDevice('m2');
    });
    await call.start(target);
    await call.stop();
    open();
    await choosing?.catch(() => {});
    await flush();
    const asked = media.requests.length;
    await call.start(target);
    expect(media.requests[asked]).toEqual({ audio: { deviceId: { exact: 'm2' } } });
    await call.stop();
  });

  it('a speaker asked for during one call, whose turn comes in the next, switches the next call', async () => {
    let finishSlow: () => void = () => {};
    const sinks = new Map<HTMLMediaElement, string>();
    sinkPrototype.setSinkId = function (this: HTMLMediaElement, id: string) {
      sinks.set(this, id);
      return id === 's1' ? new Promise<void>((resolve) => (finishSlow = resolve)) : Promise.resolve();
    };
    const media = createFakeMediaDevices({
      permission: 'granted',
      outputs: [{ deviceId: 'default' }, { deviceId: 's1' }, { deviceId: 's2' }],
    });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    factory.last?.emitTrackStarted();
    const first = call.setOutputDevice('s1');
    const second = call.setOutputDevice('s2');
    await flush();
    await call.stop();
    await call.start(target);
    factory.last?.emitTrackStarted();
    const [element] = call.getRemoteAudio().map((audio) => audio.element as HTMLMediaElement);
    finishSlow();
    await Promise.all([first, second]);
    expect(sinks.get(element as HTMLMediaElement)).toBe('s2');
    expect(factory.last?.calls.filter((c) => c.method === 'setOutputDeviceAsync').map((c) => c.args)).toEqual(
      [[{ outputDeviceId: 's2' }]],
    );
    await call.stop();
  });

  it('an assistant track that starts again is announced playable again once it plays', async () => {
    const { call, factory } = createHarness();
    await call.start(target);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    await vi.waitFor(() => expect(factory.last?.sentAppMessages).toContain('playable'), WAIT);
    factory.last?.emitTrackStarted({ participantId: 'p1' });
    await vi.waitFor(
      () => expect(factory.last?.sentAppMessages.filter((message) => message === 'playable')).toHaveLength(2),
      WAIT,
    );
    await call.stop();
  });
});

describe('a destroyed call object never answers a device change', () => {
  /** Daily after destroy(): its call machine is gone, and nothing answers `setInputDevicesAsync` any more. */
  function neverAnswer(fake: { setInputDevicesAsync: (...args: never[]) => Promise<unknown> } | undefined) {
    if (!fake) throw new Error('no call object');
    vi.spyOn(fake, 'setInputDevicesAsync').mockImplementation(() => new Promise(() => {}));
  }

  it('a fallback waiting on Daily when the call ends leaves no microphone open', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.setInputDevice('m2');
    await call.start(target);
    neverAnswer(factory.last);
    media.setDevices({ inputs: [{ deviceId: 'm1' }] });
    await vi.waitFor(() => expect(media.tracks).toHaveLength(2), WAIT);
    await call.stop();
    await flush(10);
    expect(call.state).toBe('idle');
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });

  it('a switch asked for during the call settles when the call ends, its microphone stopped and the choice kept', async () => {
    const media = createFakeMediaDevices({ inputs: [{ deviceId: 'm1' }, { deviceId: 'm2' }] });
    const { call, factory } = createHarness({ mediaDevices: media });
    await call.start(target);
    neverAnswer(factory.last);
    const switching = call.setInputDevice('m2');
    await vi.waitFor(() => expect(media.tracks).toHaveLength(2), WAIT);
    await call.stop();
    await switching;
    expect(media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    const asked = media.requests.length;
    await call.start(target);
    expect(media.requests[asked]).toEqual({ audio: { deviceId: { exact: 'm2' } } });
    await call.stop();
  });
});

import type { WebCallTarget } from '@clinic/web-call';
import { WebCall } from '@clinic/web-call';
import DailyIframe from '@daily-co/daily-js';
import { PUBLIC_KEY, TARGET } from '../contract-constants';
import { type AutoplayReport, callWithResumeButton } from './autoplay-scenario';
import type { ContractHarness } from './contract-harness';
import { createFakeBackedCall } from './fake-backed-call';

// The steps each browser suite drives in the contract page, declared once: the Chromium specs, the Firefox suite
// and the WebKit suite each call `window.scenarios.<name>(…)` from their own evaluate, and check what comes back
// (expectations.ts holds the checks they share). What a browser cannot do is an option a suite passes, not a copy.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 20 ms for up to `timeoutMs`: what WebCall does in answer to a device event is asynchronous. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(20);
}

/**
 * Records every getUserMedia of the page: the tracks it gave, the refusals by name. On the prototype, because WebKit
 * may drop an own property set on `navigator.mediaDevices`'s wrapper.
 */
function watchCapture(onCall?: () => void) {
  const tracks: MediaStreamTrack[] = [];
  const refusals: string[] = [];
  const prototype = MediaDevices.prototype;
  const getUserMedia = prototype.getUserMedia;
  prototype.getUserMedia = async function (this: MediaDevices, constraints) {
    onCall?.();
    try {
      const stream = await getUserMedia.call(this, constraints);
      tracks.push(...stream.getTracks());
      return stream;
    } catch (error) {
      refusals.push((error as Error).name);
      throw error;
    }
  };
  return {
    tracks,
    refusals,
    liveTracks: () => tracks.filter((track) => track.readyState === 'live').length,
    restore: () => {
      prototype.getUserMedia = getUserMedia;
    },
  };
}

/**
 * A real audio track for the assistant: an oscillator through a MediaStream destination. `sounding` starts the
 * oscillator: WebKit holds a context made without a gesture suspended, so only a started one carries data there.
 */
function assistantTrack(sounding = false) {
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  const oscillator = context.createOscillator();
  oscillator.connect(destination);
  if (sounding) oscillator.start();
  return { track: destination.stream.getAudioTracks()[0] as MediaStreamTrack, context };
}

/** A promise's outcome as data: 'resolved', or the name of what it rejected with. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.name,
  );

type SinkElement = HTMLAudioElement & { sinkId: string; setSinkId(id: string): Promise<void> };

/** A call `startCallButton` sets up, kept for the runner's next step (`assistantAfterClick`). */
type ClickedCall = ReturnType<typeof createFakeBackedCall> & {
  blockedEvents: number;
  started?: Promise<unknown>;
  assistant?: ReturnType<typeof assistantTrack>;
};
let clickedCall: ClickedCall | undefined;

export const scenarios = {
  /**
   * The real daily-js, offline: a start on `window.contract` watched at getUserMedia, at `POST /call/web` and at
   * Daily's join, so the order of the three shows. `baseUrl` is where the platform answers, when not the default.
   */
  async startToTheJoin({
    publicKey,
    target,
    baseUrl,
  }: {
    publicKey: string;
    target: WebCallTarget;
    baseUrl?: string;
  }) {
    const contract: ContractHarness = window.contract;
    const order: string[] = [];
    const capture = watchCapture(() => order.push('getUserMedia'));
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/call/web')) order.push('POST /call/web');
      return pageFetch(input, init);
    };
    try {
      const permission = await WebCall.microphonePermission();
      // The real call object, watched at its join: what WebCall hands it as the microphone.
      let joinedWith: unknown;
      contract.createCall({
        publicKey,
        ...(baseUrl === undefined ? {} : { baseUrl }),
        createCallObject: (options) => {
          const callObject = DailyIframe.createCallObject(options);
          const join = callObject.join.bind(callObject);
          callObject.join = (properties) => {
            joinedWith = properties?.audioSource;
            order.push(`join with a ${(joinedWith as MediaStreamTrack | undefined)?.readyState} track`);
            return join(properties);
          };
          return callObject;
        },
      });
      const report = await contract.report(contract.start(target));
      return {
        permission,
        report,
        order,
        joinedWithGrantedTrack: joinedWith instanceof MediaStreamTrack && joinedWith === capture.tracks[0],
        tracks: capture.tracks.map((track) => `${track.kind}:${track.label}:${track.readyState}`),
        permissionAfter: await WebCall.microphonePermission(),
      };
    } finally {
      capture.restore();
      window.fetch = pageFetch;
    }
  },

  /** stop() then start() in one tick on one WebCall (a StrictMode effect), then a remount onto a second one. */
  async stopStartInOneTick() {
    const capture = watchCapture();
    const errors: string[] = [];
    const reached: string[] = [];
    const make = (name: string) =>
      new WebCall({ publicKey: PUBLIC_KEY, isMobile: () => false, logger: { warn() {} } })
        .on('error', (event) => errors.push(`${name} ${event.type}: ${event.error.message}`))
        .on('call-start-progress', (event) => {
          if (event.status === 'started') reached.push(`${name} ${event.stage}`);
        });
    const first = make('first');
    const second = make('second');
    const starts = [first.start(TARGET)];
    const stopped = first.stop();
    starts.push(first.start(TARGET));
    // The second start waits until the first's call object is destroyed; here it reaches the call object.
    await sleep(300);
    const stoppedAgain = first.stop();
    starts.push(second.start(TARGET));
    await sleep(300);
    const last = second.stop();
    await Promise.all([...starts, stopped, stoppedAgain, last]);
    capture.restore();
    return {
      errors,
      // Since 0.3 the call object is created as the microphone stage begins (its own stage reports later).
      reachedMicrophone: reached.filter((entry) => entry.endsWith('microphone-permission')),
      instanceLeft: DailyIframe.getCallInstance() !== undefined,
      states: [first.state, second.state],
      liveTracks: capture.liveTracks(),
    };
  },

  /** A start on the fake call object with the microphone granted: the track Daily is given, during and after. */
  async grantedMicrophone() {
    const { call, factory } = createFakeBackedCall();
    const progress: string[] = [];
    call.on('call-start-progress', (e) => progress.push(`${e.stage}:${e.status}`));
    const permission = await WebCall.microphonePermission();
    const started = await call.start(TARGET);
    const track = factory.last?.audioSource as MediaStreamTrack;
    const during = {
      label: track.label,
      state: track.readyState,
      isTrack: track instanceof MediaStreamTrack,
    };
    await call.stop();
    return { permission, started: started !== null, progress, during, after: track.readyState };
  },

  /**
   * setSinkId and volume on the assistant's real <audio> element, during a call: a listed speaker, an unknown one,
   * back to the default; then what the browser itself answers without the package's check in front of it.
   */
  async outputDevice() {
    const { call, factory } = createFakeBackedCall();
    const idle = await call.listDevices();
    await call.start(TARGET);
    // Some browsers (Firefox) list speakers only once the page has captured: the choice is made during the call.
    const during = await call.listDevices();
    const assistant = assistantTrack();
    factory.last?.emitTrackStarted({ track: assistant.track });
    const element = call.getRemoteAudio()[0]?.element as SinkElement;
    // The machine may have no audio output at all: then nothing is chosen, and the rest still runs.
    const speaker =
      during.outputs.find((device) => device.deviceId && device.deviceId !== 'default')?.deviceId ?? null;
    const chosen = speaker === null ? 'none listed' : await outcome(call.setOutputDevice(speaker));
    const appliedSpeaker = speaker === null || element.sinkId === speaker;
    const sinkBefore = element.sinkId;
    const unknown = await outcome(call.setOutputDevice('no-such-speaker'));
    const kept = element.sinkId === sinkBefore;
    const backToDefault = await outcome(call.setOutputDevice(''));
    const sinkAfterDefault = element.sinkId;
    const browserUnknown = await outcome(element.setSinkId('no-such-speaker'));
    const browserDefaultId = await outcome(element.setSinkId('default'));
    call.setVolume(0.25);
    const volume = element.volume;
    let badVolume = 'accepted';
    try {
      call.setVolume(2);
    } catch (error) {
      badVolume = (error as Error).name;
    }
    await call.stop();
    await assistant.context.close();
    const kinds = (list: { inputs: MediaDeviceInfo[]; outputs: MediaDeviceInfo[] }) =>
      [...list.inputs, ...list.outputs].map((d) => `${d.kind}:${d.deviceId ? 'id' : 'no id'}:${d.label}`);
    return {
      idle: kinds(idle),
      during: kinds(during),
      outputs: during.outputs.length,
      speaker,
      hasSetSinkId: typeof element.setSinkId === 'function',
      chosen,
      appliedSpeaker,
      unknown,
      kept,
      backToDefault,
      sinkAfterDefault,
      browserUnknown,
      browserDefaultId,
      volume,
      badVolume,
    };
  },

  /**
   * The microphone in use goes away during a call: its track is stopped and given the `ended` event a browser
   * fires, and with `announceDeviceChange` a `devicechange` follows (for a browser whose tracks take no scripted
   * event). A microphone is chosen first: before the start, or with `chooseDuringCall` once the call has captured
   * (Firefox shows device ids only then).
   */
  async microphoneGoesAway({
    chooseDuringCall,
    announceDeviceChange,
  }: {
    chooseDuringCall: boolean;
    announceDeviceChange: boolean;
  }) {
    const { call, factory } = createFakeBackedCall();
    const idleInputs = (await call.listDevices()).inputs.map((device) => device.deviceId);
    const choose = async () => {
      const { inputs } = await call.listDevices();
      const id = inputs.find((device) => device.deviceId && device.deviceId !== 'default')?.deviceId ?? '';
      await call.setInputDevice(id);
      return id;
    };
    let chosen = chooseDuringCall ? '' : await choose();
    const fallbacks: { kind: string; deviceId: string }[] = [];
    const changes: number[] = [];
    call.on('device-fallback', (event) => fallbacks.push(event));
    call.on('devices-change', (event) => changes.push(event.inputs.length));
    await call.start(TARGET);
    const fake = factory.last;
    let switched: { newTrack: boolean; firstStopped: boolean } | null = null;
    if (chooseDuringCall) {
      const first = fake?.audioSource as MediaStreamTrack;
      chosen = await choose();
      const now = fake?.audioSource as MediaStreamTrack;
      switched = { newTrack: now !== first, firstStopped: first.readyState === 'ended' };
    }
    const unplugged = fake?.audioSource as MediaStreamTrack;
    const sentFirst = unplugged.getSettings().deviceId;
    let listenerSawEnded = false;
    unplugged.addEventListener('ended', () => {
      listenerSawEnded = true;
    });
    unplugged.stop();
    unplugged.dispatchEvent(new Event('ended'));
    const settingsAfterEnd = Object.keys(unplugged.getSettings());
    if (announceDeviceChange) navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
    // The fallback opens a new microphone through getUserMedia: wait until the fake call object is given it.
    await until(() => fake?.audioSource !== unplugged, 5_000);
    const replacement = fake?.audioSource as MediaStreamTrack;
    const during = {
      isNewTrack: replacement !== unplugged && replacement instanceof MediaStreamTrack,
      state: replacement.readyState,
      label: replacement.label,
    };
    await call.stop();
    return {
      idleInputs,
      chosen,
      switched,
      sentFirst,
      listenerSawEnded,
      settingsAfterEnd,
      fallbacks,
      changes,
      during,
      after: replacement.readyState,
    };
  },

  /** A start where getUserMedia is refused: what WebCall reports, and that nothing is left capturing. */
  async microphoneRefused({ baseUrl }: { baseUrl?: string } = {}) {
    const capture = watchCapture();
    const { call, factory } = createFakeBackedCall(baseUrl === undefined ? {} : { baseUrl });
    const errors: { type: string; reason?: string; stage?: string; name?: string }[] = [];
    const failed: string[] = [];
    call.on('error', (e) =>
      errors.push({
        type: e.type,
        reason: 'reason' in e ? e.reason : undefined,
        stage: 'stage' in e ? e.stage : undefined,
        name: e.error.name,
      }),
    );
    call.on('call-start-failed', (e) => failed.push(e.stage));
    const permission = await WebCall.microphonePermission();
    const started = await call.start(TARGET);
    capture.restore();
    return {
      origin: location.origin,
      permission,
      started,
      errors,
      failed,
      refusals: capture.refusals,
      state: call.state,
      callObjects: factory.live().length,
      liveTracks: capture.liveTracks(),
      permissionAfter: await WebCall.microphonePermission(),
    };
  },

  /**
   * The same call without a microphone (nothing captured) and with one, neither from a gesture: whether the
   * assistant's element plays. The permission as the page sees it is kept apart: it differs by browser.
   */
  async autoplayWhileCapturing({ baseUrl }: { baseUrl?: string } = {}) {
    const outcomes: Record<string, unknown> = {};
    type Permission = Awaited<ReturnType<typeof WebCall.microphonePermission>>;
    const permissions: Record<string, { before: Permission; during: Permission }> = {};
    for (const microphone of ['optional', 'required'] as const) {
      const { call, factory } = createFakeBackedCall({
        microphone,
        ...(baseUrl === undefined ? {} : { baseUrl }),
      });
      let blockedEvents = 0;
      call.on('audio-blocked', () => {
        blockedEvents += 1;
      });
      const before = await WebCall.microphonePermission();
      const started = await call.start(TARGET);
      const sent = factory.last?.audioSource;
      const capturing = sent instanceof MediaStreamTrack && sent.readyState === 'live';
      const assistant = assistantTrack(true);
      factory.last?.emitTrackStarted({ track: assistant.track });
      const element = call.getRemoteAudio()[0]?.element;
      await until(() => !element?.paused || blockedEvents > 0, 3_000);
      outcomes[microphone] = {
        started: started !== null,
        capturing,
        blockedEvents,
        audioBlocked: call.getSnapshot().audioBlocked,
        paused: element?.paused,
        hasBeenActive: navigator.userActivation.hasBeenActive,
      };
      permissions[microphone] = { before, during: await WebCall.microphonePermission() };
      await call.stop();
      await assistant.context.close();
    }
    return { outcomes, permissions };
  },

  /**
   * For a runner that can drive the page without a gesture (unlike Playwright): the `?scenario=autoplay` call,
   * started from here, up to its refusal. Then `window.autoplayReport` shows what a click on `#resume` does.
   * `trackWithoutData`: the click leaves the oscillator's context suspended, so the track carries nothing yet.
   */
  async autoplayRefused({
    baseUrl,
    trackWithoutData = false,
  }: {
    baseUrl: string;
    trackWithoutData?: boolean;
  }) {
    const report: AutoplayReport = { blockedEvents: 0 };
    window.autoplayReport = report;
    const { call, factory, track } = callWithResumeButton(
      report,
      { baseUrl },
      { resumeContextOnClick: !trackWithoutData },
    );
    const started = await call.start(TARGET);
    factory.last?.emitTrackStarted({ track });
    await until(() => report.blockedEvents > 0, 5_000);
    // Without a gesture a resume is refused too: what makes the click the one that plays it.
    const resumedWithoutGesture = await call.resumeAudio();
    return {
      started: started !== null,
      capturing: factory.last?.audioSource instanceof MediaStreamTrack,
      paused: call.getRemoteAudio()[0]?.element.paused,
      resumedWithoutGesture,
      ...report,
    };
  },

  /**
   * A `#start-call` button whose click starts a call without a microphone (nothing captured, so only what the click
   * does may unlock playback) and the assistant's stand-in, an oscillator started in the click so that its track
   * carries data in every browser. Answers where the button is, for a runner's real click; `assistantAfterClick`
   * comes next.
   */
  startCallButton({ baseUrl }: { baseUrl?: string } = {}) {
    const state: ClickedCall = {
      ...createFakeBackedCall({ microphone: 'optional', ...(baseUrl === undefined ? {} : { baseUrl }) }),
      blockedEvents: 0,
    };
    clickedCall = state;
    state.call.on('audio-blocked', () => {
      state.blockedEvents += 1;
    });
    const button = document.createElement('button');
    button.id = 'start-call';
    button.textContent = 'Call the assistant';
    // Sized: WebDriver's Element Click needs an element it sees.
    button.style.cssText = 'display:block;width:240px;height:48px';
    button.addEventListener('click', () => {
      state.started = state.call.start(TARGET);
      state.assistant = assistantTrack(true);
    });
    document.body.prepend(button);
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  },

  /**
   * After the click on `#start-call`, outside it (as the real track comes, once the join is done): the assistant's
   * track reaches the call, and whether its element plays, or the browser refused it.
   */
  async assistantAfterClick() {
    const state = clickedCall;
    if (!state?.started || !state.assistant) throw new Error('Click #start-call first.');
    const started = await state.started;
    const inGesture = navigator.userActivation.isActive;
    state.factory.last?.emitTrackStarted({ track: state.assistant.track });
    const element = state.call.getRemoteAudio()[0]?.element;
    await until(() => (element?.currentTime ?? 0) > 0 || state.blockedEvents > 0, 3_000);
    const result = {
      started: started !== null,
      inGesture,
      blockedEvents: state.blockedEvents,
      audioBlocked: state.call.getSnapshot().audioBlocked,
      paused: element?.paused,
      // The track reached the element: its time runs.
      playing: (element?.currentTime ?? 0) > 0,
    };
    await state.call.stop();
    await state.assistant.context.close();
    return result;
  },

  /** Where the `?scenario=autoplay` page's resume button is, and whether the page has had a gesture yet. */
  resumeButton() {
    const box = document.getElementById('resume')?.getBoundingClientRect();
    return {
      hasBeenActive: navigator.userActivation.hasBeenActive,
      x: box ? box.x + box.width / 2 : -1,
      y: box ? box.y + box.height / 2 : -1,
    };
  },
};

export type Scenarios = typeof scenarios;

import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { PUBLIC_KEY, TARGET } from '../contract-constants';
import {
  expectJoinFailedOffline,
  expectMicrophoneBeforePlatform,
  expectMicrophoneRefused,
  expectOnePlatformCall,
  expectPlaysOnlyWhileCapturing,
  expectResumedAfterBlock,
} from '../expectations';
import type {} from '../page/contract-window';
import { AUTOPLAY_DENIED, launchWebKit, SPEAKER_SELECTION, type WebKitSession } from './webkit';

// What the Chromium (../tests) and Firefox (../firefox) suites prove, checked in WebKit's engine: WebKitGTK's
// MiniBrowser driven over WebDriver classic, its mock capture devices behind getUserMedia. WebDriver classic has
// no request interception and no console events: the page's own server answers POST /call/web (the WebCall is
// given the page's origin as `baseUrl`), the checks poll the page, and only an Element Click is a user gesture.
// Each group launches its own browser, since the features under test are launch flags; only one runs at a time.

const webkit = inject('webkitBrowser');

/** Launches MiniBrowser with `args` for a group, closes it after the group whatever happened. */
function useWebKit(args: string[]): () => WebKitSession {
  let session: WebKitSession | undefined;
  beforeAll(async () => {
    session = await launchWebKit(args);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    await session?.clearPlatformCalls();
  });
  return () => {
    if (!session) throw new Error('WebKit did not start.');
    return session;
  };
}

/** What the speaker check keeps on `window` between its steps (the page keeps it; each step reads it back). */
interface SpeakerCheck {
  call: import('@clinic/web-call').WebCall;
  factory: import('../../src/testing/index').FakeCallFactory;
  warnings: string[];
  remoteTrack(): MediaStreamTrack;
  sinkIds(): string[];
  chosen?: Promise<string>;
  started?: Promise<unknown>;
}
declare global {
  interface Window {
    webkitSpeakerCheck: SpeakerCheck;
    chooseSpeaker(): void;
    startCall(): void;
  }
}

/** Resolves once the page's transient user activation (WebKit's lasts a few seconds) has lapsed. */
async function activationLapsed(session: WebKitSession): Promise<void> {
  await session.waitFor(() => navigator.userActivation.isActive === false, 15_000);
}

describe.skipIf(!webkit)('WebKit: audible autoplay denied, no speaker selection', () => {
  const session = useWebKit([AUTOPLAY_DENIED]);

  test('start() takes the microphone before POST /call/web, joins with that track, fails at the join offline and stops it', async () => {
    const browser = session();
    await browser.open();
    // The platform is the page's own server here (see platform-stub.ts).
    const result = await browser.run(
      (publicKey, target) => window.scenarios.startToTheJoin({ publicKey, target, baseUrl: location.origin }),
      PUBLIC_KEY,
      TARGET,
    );

    // WebKit answers `prompt` until the page has captured, even where capture is granted without asking.
    expect(result.permission).toBe('prompt');
    expectMicrophoneBeforePlatform(expect, result);
    expectJoinFailedOffline(expect, result.report);
    expect(result.tracks).toEqual(['audio:Mock audio device 1:ended']);
    expect(result.permissionAfter).toBe('granted');
    expectOnePlatformCall(expect, await browser.platformCalls());
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('a frame not allowed the microphone: microphone-error denied, before any platform call, nothing left live', async () => {
    const browser = session();
    await browser.open();
    // A cross-origin frame without allow="microphone": WebKit refuses its getUserMedia as a blocked site's. (No
    // headless browser answers a real prompt, and WebKit has no switch to deny its mock devices.)
    await browser.run(
      async (port) => {
        const frame = document.createElement('iframe');
        frame.id = 'not-allowed';
        frame.src = `http://localhost:${port}/`;
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
        document.body.append(frame);
        await loaded;
      },
      new URL(inject('baseURL')).port,
    );
    await browser.enterFrame('#not-allowed');
    await browser.waitFor(() => window.contractPageReady === true);
    await browser.watchErrors();
    const result = await browser.run(() => window.scenarios.microphoneRefused({ baseUrl: location.origin }));

    expect(result.origin).toMatch(/^http:\/\/localhost:/);
    expectMicrophoneRefused(expect, result);
    expect(await browser.platformCalls()).toEqual([]);
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('the assistant refused without capture and without a gesture: audio-blocked; a real click on resume plays it', async () => {
    const browser = session();
    await browser.open();
    // Started in the page by `run`, which is no gesture in WebKit.
    const blocked = await browser.run(() => window.scenarios.autoplayRefused({ baseUrl: location.origin }));
    expect(blocked).toEqual({
      started: true,
      capturing: false,
      paused: true,
      resumedWithoutGesture: false,
      blockedEvents: 1,
      hasBeenActiveAtBlock: false,
      snapshotBlocked: true,
    });
    await browser.click('#resume');
    const resumed = await browser.waitFor(
      () => window.autoplayReport && 'resumed' in window.autoplayReport && window.autoplayReport,
    );
    expectResumedAfterBlock(expect, resumed);
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('a resume WebKit never answers (the track carries no data yet) resolves false within its limit; the control stays', async () => {
    const browser = session();
    await browser.open();
    const blocked = await browser.run(() =>
      window.scenarios.autoplayRefused({ baseUrl: location.origin, trackWithoutData: true }),
    );
    expect(blocked).toMatchObject({ started: true, capturing: false, paused: true, blockedEvents: 1 });
    await browser.click('#resume');
    const clicked = Date.now();
    // The play() of a track without data never settles in WebKit: resumeAudio() gives up after 2 s.
    const resumed = await browser.waitFor(
      () => window.autoplayReport && 'resumed' in window.autoplayReport && window.autoplayReport,
      12_000,
    );
    expect(Date.now() - clicked).toBeLessThan(6_000);
    expect(resumed).toMatchObject({ blockedEvents: 1, resumed: false, snapshotBlockedAfterResume: true });
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('a call started from a real click, nothing captured: the assistant’s track, which comes later, plays without a resume', async () => {
    const browser = session();
    await browser.open();
    await browser.run(() => window.scenarios.startCallButton({ baseUrl: location.origin }));
    await browser.click('#start-call');
    // The track comes once the join is done, seconds after the click: here, once it no longer counts.
    await activationLapsed(browser);
    const result = await browser.run(() => window.scenarios.assistantAfterClick());

    expect(result).toEqual({
      started: true,
      inGesture: false,
      blockedEvents: 0,
      audioBlocked: false,
      paused: false,
      playing: true,
    });
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('WebKit’s autoplay rule: while the page captures the microphone the assistant plays without a gesture', async () => {
    const browser = session();
    await browser.open();
    const result = await browser.run(() =>
      window.scenarios.autoplayWhileCapturing({ baseUrl: location.origin }),
    );

    expectPlaysOnlyWhileCapturing(expect, result.outcomes);
    expect(await browser.pageErrors()).toEqual([]);
  });

  test('no setSinkId: setOutputDevice rejects NotSupportedError and changes nothing; devices before and after the grant; setInputDevice switches the track', async () => {
    const browser = session();
    await browser.open();
    const result = await browser.run(async () => {
      const outcome = (attempt: () => Promise<unknown>) =>
        attempt().then(
          () => 'resolved',
          (error: Error) => `${error instanceof Error ? 'Error' : typeof error} ${error.name}`,
        );
      const warnings: string[] = [];
      const { call, factory } = window.createFakeBackedCall({
        baseUrl: location.origin,
        logger: { warn: (message: string) => warnings.push(message) },
      });
      const idleSnapshot = call.getSnapshot();
      const idle = {
        hasSetSinkId: 'setSinkId' in HTMLMediaElement.prototype,
        speaker: await outcome(() => call.setOutputDevice('a-saved-speaker')),
        defaultSpeaker: await outcome(() => call.setOutputDevice('')),
        snapshotUnchanged: call.getSnapshot() === idleSnapshot,
      };
      const describe = (devices: MediaDeviceInfo[]) =>
        devices.map((device) => [device.deviceId, device.label]);
      const before = await call.listDevices();
      await call.start({ assistantId: 'assistant-contract' });
      const after = await call.listDevices();
      const context = new AudioContext();
      const destination = context.createMediaStreamDestination();
      context.createOscillator().connect(destination);
      factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
      const element = call.getRemoteAudio()[0]?.element as HTMLAudioElement & { sinkId?: string };
      const callSnapshot = call.getSnapshot();
      const inCall = {
        speaker: await outcome(() => call.setOutputDevice(after.outputs[0]?.deviceId ?? 'a-saved-speaker')),
        snapshotUnchanged: call.getSnapshot() === callSnapshot,
        elementSinkId: element?.sinkId ?? null,
      };
      const first = factory.last?.audioSource as MediaStreamTrack;
      const chosen = after.inputs[1]?.deviceId ?? '';
      await call.setInputDevice(chosen);
      const now = factory.last?.audioSource as MediaStreamTrack;
      const switched = {
        newTrack: now !== first,
        label: now.label,
        deviceId: now.getSettings().deviceId === chosen,
        state: now.readyState,
        first: first.readyState,
      };
      await call.stop();
      await context.close();
      return {
        idle,
        inCall,
        before: { inputs: describe(before.inputs), outputs: before.outputs.length },
        after: {
          inputs: after.inputs.map((input) => [input.deviceId !== '', input.label]),
          outputs: after.outputs.length,
        },
        switched,
        afterStop: now.readyState,
        warnings,
      };
    });

    expect(result.idle).toEqual({
      hasSetSinkId: false,
      speaker: 'Error NotSupportedError',
      defaultSpeaker: 'Error NotSupportedError',
      snapshotUnchanged: true,
    });
    expect(result.inCall).toEqual({
      speaker: 'Error NotSupportedError',
      snapshotUnchanged: true,
      elementSinkId: null,
    });
    // Before the grant WebKit lists one microphone with neither id nor label, and no speaker.
    expect(result.before).toEqual({ inputs: [['', '']], outputs: 0 });
    expect(result.after).toEqual({
      inputs: [
        [true, 'Mock audio device 1'],
        [true, 'Mock audio device 2'],
        [true, 'Mock audio device 3'],
      ],
      outputs: 0,
    });
    expect(result.switched).toEqual({
      newTrack: true,
      label: 'Mock audio device 2',
      deviceId: true,
      state: 'live',
      first: 'ended',
    });
    expect(result.afterStop).toBe('ended');
    expect(result.warnings).toEqual([]);
    expect(await browser.pageErrors()).toEqual([]);
  });
});

describe.skipIf(!webkit)('WebKit: speaker selection (Safari 18.4’s setSinkId, only within a gesture)', () => {
  const session = useWebKit([AUTOPLAY_DENIED, SPEAKER_SELECTION]);

  test('a speaker chosen in a click: the call’s next element (its track replaced) and a call started from a click play on it, no warning', async () => {
    const browser = session();
    await browser.open();
    const setUp = await browser.run(async () => {
      const warnings: string[] = [];
      const { call, factory } = window.createFakeBackedCall({
        baseUrl: location.origin,
        logger: {
          warn: (message: string, ...details: unknown[]) =>
            warnings.push([message, ...details.map((detail) => (detail as Error)?.name ?? detail)].join(' ')),
        },
      });
      const remoteTrack = () => {
        const context = new AudioContext();
        const destination = context.createMediaStreamDestination();
        const oscillator = context.createOscillator();
        oscillator.connect(destination);
        oscillator.start();
        return destination.stream.getAudioTracks()[0] as MediaStreamTrack;
      };
      // WebKit lists speakers once the page has captured: a first call, started without a gesture.
      await call.start({ assistantId: 'assistant-contract' });
      factory.last?.emitTrackStarted({ track: remoteTrack() });
      const { outputs } = await call.listDevices();
      const speaker = outputs.find((output) => output.deviceId !== 'default' && output.label.endsWith('2'));
      const sinkIds = () =>
        call.getRemoteAudio().map(({ element }) => (element as HTMLAudioElement & { sinkId: string }).sinkId);
      const state: SpeakerCheck = {
        call,
        factory,
        warnings,
        remoteTrack,
        sinkIds,
      };
      window.webkitSpeakerCheck = state;
      window.chooseSpeaker = () => {
        state.chosen = call.setOutputDevice(speaker?.deviceId ?? '').then(
          () => 'resolved',
          (error: Error) => error.name,
        );
      };
      window.startCall = () => {
        state.started = call.start({ assistantId: 'assistant-contract' });
      };
      // Buttons for WebDriver's Element Click, which needs a visible element: their handlers run inside a trusted click.
      for (const [id, handler] of [
        ['choose-speaker', 'chooseSpeaker'],
        ['start-call', 'startCall'],
      ] as const) {
        const button = document.createElement('button');
        button.id = id;
        button.textContent = id;
        button.style.cssText = 'display:block;width:240px;height:48px';
        button.addEventListener('click', () => window[handler]());
        document.body.append(button);
      }
      // The rule this check depends on: outside a gesture WebKit refuses to choose a speaker.
      const outsideGesture = await (
        document.createElement('audio') as HTMLAudioElement & {
          setSinkId(id: string): Promise<void>;
        }
      )
        .setSinkId(speaker?.deviceId ?? '')
        .then(
          () => 'resolved',
          (error: Error) => error.name,
        );
      return {
        speaker: speaker?.deviceId ?? '',
        outputs: outputs.length,
        outsideGesture,
        sinkIds: sinkIds(),
      };
    });
    expect(setUp.speaker).not.toBe('');
    expect(setUp.outsideGesture).toBe('NotAllowedError');
    expect(setUp.sinkIds).toEqual(['']);

    await browser.click('#choose-speaker');
    const chosen = await browser.run(async () => ({
      outcome: await window.webkitSpeakerCheck.chosen,
      sinkIds: window.webkitSpeakerCheck.sinkIds(),
    }));
    expect(chosen).toEqual({ outcome: 'resolved', sinkIds: [setUp.speaker] });
    // The assistant's track replaced later in that call (a reconnection), once the click no longer counts: the new
    // element is the one primed in the click that chose the speaker.
    await activationLapsed(browser);
    const replaced = await browser.run(async () => {
      const state = window.webkitSpeakerCheck;
      state.factory.last?.emitTrackStarted({ track: state.remoteTrack() });
      // Past any setSinkId the new element asked for.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { sinkIds: state.sinkIds(), warnings: state.warnings.slice() };
    });
    expect(replaced).toEqual({ sinkIds: [setUp.speaker], warnings: [] });
    await browser.run(() => window.webkitSpeakerCheck.call.stop());

    await browser.click('#start-call');
    await browser.run(async () => {
      await window.webkitSpeakerCheck.started;
    });
    // The assistant's track comes once the join is done, seconds after the click: here, once it no longer counts.
    await activationLapsed(browser);
    const result = await browser.run(async () => {
      const state = window.webkitSpeakerCheck;
      state.factory.last?.emitTrackStarted({ track: state.remoteTrack() });
      const element = state.call.getRemoteAudio()[0]?.element;
      const deadline = performance.now() + 3_000;
      while (element?.paused && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Past any setSinkId the new element asked for.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const out = {
        sinkIds: state.sinkIds(),
        paused: element?.paused,
        audioBlocked: state.call.getSnapshot().audioBlocked,
        warnings: state.warnings.slice(),
      };
      await state.call.stop();
      return out;
    });
    expect(result).toEqual({ sinkIds: [setUp.speaker], paused: false, audioBlocked: false, warnings: [] });
    expect(await browser.pageErrors()).toEqual([]);
  });
});

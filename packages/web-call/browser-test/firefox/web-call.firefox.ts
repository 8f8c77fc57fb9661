import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import type {} from '../page/contract-window';
import {
  AUTOPLAY_BLOCKED,
  evaluateWithoutGesture,
  type FirefoxSession,
  launchFirefox,
  MICROPHONE_ALLOWED,
  MICROPHONE_BLOCKED,
  MICROPHONE_UNDECIDED,
  nextConsole,
  openContractPage,
} from './firefox';

// The behaviours the Playwright suite proves in Chromium (../tests), checked again in a real Firefox driven over
// WebDriver BiDi. Each group launches its own Firefox, because what is under test (how the microphone permission
// stands, the autoplay policy) is a preference fixed at launch; only one runs at a time.

const PUBLIC_KEY = 'public-key-contract';
const TARGET = { assistantId: 'assistant-contract' };
const BUNDLE_ERROR = 'Failed to load call object bundle';
const BUNDLE_HOSTS = ['c.daily.co', 'c.dailywebrtc.com', 'c.dailywebrtc.net'];
const firefox = inject('firefoxPath');

/** Launches Firefox with `prefs` for a group, closes it after the group whatever happened. */
function useFirefox(prefs: Record<string, boolean | number>): () => FirefoxSession {
  let session: FirefoxSession | undefined;
  beforeAll(async () => {
    session = await launchFirefox(prefs);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(() => {
    if (!session) return;
    session.pageErrors.length = 0;
    session.externalRequests.length = 0;
    session.webCalls.length = 0;
  });
  return () => {
    if (!session) throw new Error('Firefox did not start.');
    return session;
  };
}

describe.skipIf(!firefox)('Firefox: a microphone the visitor allowed for the site', () => {
  const session = useFirefox({ ...MICROPHONE_ALLOWED, ...AUTOPLAY_BLOCKED });

  test('start() takes the microphone before POST /call/web, joins with that track, fails at the join offline and stops it', async () => {
    const { page, webCalls, externalRequests, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(
      async ({ publicKey, target }) => {
        const order: string[] = [];
        const tracks: MediaStreamTrack[] = [];
        const media = navigator.mediaDevices;
        const getUserMedia = media.getUserMedia.bind(media);
        media.getUserMedia = async (constraints) => {
          order.push('getUserMedia');
          const stream = await getUserMedia(constraints);
          tracks.push(...stream.getTracks());
          return stream;
        };
        const pageFetch = window.fetch;
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.endsWith('/call/web')) order.push('POST /call/web');
          return pageFetch(input, init);
        };
        const permission = await window.WebCall.microphonePermission();
        // The real daily-js call object, watched at its join: what WebCall hands it as the microphone.
        let joinedWith: unknown;
        window.contract.createCall({
          publicKey,
          createCallObject: (options) => {
            const callObject = window.DailyIframe.createCallObject(options);
            const join = callObject.join.bind(callObject);
            callObject.join = (properties) => {
              joinedWith = properties?.audioSource;
              order.push(`join with a ${(joinedWith as MediaStreamTrack | undefined)?.readyState} track`);
              return join(properties);
            };
            return callObject;
          },
        });
        const report = await window.contract.report(window.contract.start(target));
        return {
          permission,
          report,
          order,
          joinedWithGrantedTrack: joinedWith instanceof MediaStreamTrack && joinedWith === tracks[0],
          tracks: tracks.map((track) => `${track.kind}:${track.label}:${track.readyState}`),
          permissionAfter: await window.WebCall.microphonePermission(),
        };
      },
      { publicKey: PUBLIC_KEY, target: TARGET },
    );

    expect(result.permission).toBe('granted');
    expect(result.order.slice(0, 3)).toEqual(['getUserMedia', 'POST /call/web', 'join with a live track']);
    expect(result.joinedWithGrantedTrack).toBe(true);
    expect(result.report.progress.slice(0, 4)).toEqual([
      'input-validation:started',
      'input-validation:completed',
      'microphone-permission:started',
      'microphone-permission:completed',
    ]);
    expect(result.report.progress.indexOf('microphone-permission:completed')).toBeLessThan(
      result.report.progress.indexOf('web-call-creation:started'),
    );
    expect(result.report.progress).toEqual(
      expect.arrayContaining([
        'web-call-creation:completed',
        'daily-call-object-creation:completed',
        'daily-call-join:started',
        'daily-call-join:failed',
      ]),
    );
    expect(result.report.progress.filter((entry) => entry.startsWith('audio-'))).toEqual([]);
    expect(result.report).toMatchObject({ callId: null, state: 'idle', dailyInstanceLeft: false });
    expect(result.report.errors).toEqual([
      {
        type: 'daily-call-join-error',
        stage: 'daily-call-join',
        message: expect.stringContaining(BUNDLE_ERROR),
      },
    ]);
    expect(result.report.failed).toEqual([
      { stage: 'daily-call-join', message: expect.stringContaining(BUNDLE_ERROR) },
    ]);
    expect(result.tracks).toEqual(['audio:Default Audio Device:ended']);
    expect(result.permissionAfter).toBe('granted');
    expect(webCalls).toEqual([
      { authorization: `Bearer ${PUBLIC_KEY}`, body: expect.objectContaining(TARGET) },
    ]);
    // Daily tries each of its three bundle hosts three times before it gives up.
    expect(
      BUNDLE_HOSTS.map(
        (host) => externalRequests.filter((request) => request.includes(`://${host}/`)).length,
      ),
    ).toEqual([3, 3, 3]);
    expect(pageErrors).toEqual([]);
  });

  test('stop() then start() in one tick, on one WebCall or on two, never meets a duplicate call object', async () => {
    const { page, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const tracks: MediaStreamTrack[] = [];
      const media = navigator.mediaDevices;
      const getUserMedia = media.getUserMedia.bind(media);
      media.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        tracks.push(...stream.getTracks());
        return stream;
      };
      const errors: string[] = [];
      const reached: string[] = [];
      const make = (name: string) =>
        new window.WebCall({ publicKey: 'public-key-contract', isMobile: () => false, logger: { warn() {} } })
          .on('error', (event) => errors.push(`${name} ${event.type}: ${event.error.message}`))
          .on('call-start-progress', (event) => {
            if (event.status === 'started') reached.push(`${name} ${event.stage}`);
          });
      const first = make('first');
      const second = make('second');
      const target = { assistantId: 'assistant-contract' };
      const starts = [first.start(target)];
      const stopped = first.stop();
      starts.push(first.start(target));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAgain = first.stop();
      starts.push(second.start(target));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const last = second.stop();
      await Promise.all([...starts, stopped, stoppedAgain, last]);
      return {
        errors,
        reachedMicrophone: reached.filter((entry) => entry.endsWith('microphone-permission')),
        instanceLeft: window.DailyIframe.getCallInstance() !== undefined,
        states: [first.state, second.state],
        liveTracks: tracks.filter((track) => track.readyState === 'live').length,
      };
    });

    expect(result.errors.filter((error) => error.includes('Duplicate'))).toEqual([]);
    expect(result.errors.filter((error) => error.includes('daily-call-object-creation-error'))).toEqual([]);
    expect(result.reachedMicrophone).toEqual(
      expect.arrayContaining(['first microphone-permission', 'second microphone-permission']),
    );
    expect(result).toMatchObject({ instanceLeft: false, states: ['idle', 'idle'], liveTracks: 0 });
    expect(pageErrors).toEqual([]);
  });

  test('on the fake call object: the stage completes, Daily is given the real track, it is stopped at the end', async () => {
    const { page, webCalls, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const { call, factory } = window.createFakeBackedCall();
      const progress: string[] = [];
      call.on('call-start-progress', (e) => progress.push(`${e.stage}:${e.status}`));
      const started = await call.start({ assistantId: 'assistant-contract' });
      const track = factory.last?.audioSource as MediaStreamTrack;
      const during = {
        label: track.label,
        state: track.readyState,
        isTrack: track instanceof MediaStreamTrack,
      };
      await call.stop();
      return { started: started !== null, progress, during, after: track.readyState };
    });

    expect(result.started).toBe(true);
    expect(result.progress.slice(0, 4)).toEqual([
      'input-validation:started',
      'input-validation:completed',
      'microphone-permission:started',
      'microphone-permission:completed',
    ]);
    // Chromium's fake device is "Fake Default Audio Input"; Firefox's is this one.
    expect(result.during).toEqual({ label: 'Default Audio Device', state: 'live', isTrack: true });
    expect(result.after).toBe('ended');
    expect(webCalls).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('setSinkId and volume on the assistant’s real <audio> element', async () => {
    const { page, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const { call, factory } = window.createFakeBackedCall();
      const idle = await call.listDevices();
      await call.start({ assistantId: 'assistant-contract' });
      const during = await call.listDevices();
      const context = new AudioContext();
      const destination = context.createMediaStreamDestination();
      context.createOscillator().connect(destination);
      factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
      const element = call.getRemoteAudio()[0]?.element as HTMLAudioElement & {
        sinkId: string;
        setSinkId(id: string): Promise<void>;
      };
      const outcome = (promise: Promise<unknown>) =>
        promise.then(
          () => 'resolved',
          (error: Error) => error.name,
        );
      // A speaker Firefox lists, when it lists one (this machine may have no audio output at all).
      const speaker = during.outputs.find((device) => device.deviceId)?.deviceId;
      const chosen = speaker === undefined ? 'none listed' : await outcome(call.setOutputDevice(speaker));
      const appliedSpeaker = speaker === undefined || element.sinkId === speaker;
      const sinkBefore = element.sinkId;
      const unknown = await outcome(call.setOutputDevice('no-such-speaker'));
      const kept = element.sinkId === sinkBefore;
      const backToDefault = await outcome(call.setOutputDevice(''));
      const sinkAfterDefault = element.sinkId;
      // What the browser itself says, without the package's own check in front of it.
      const browserUnknown = await outcome(element.setSinkId('no-such-speaker'));
      const browserDefaultId = await outcome(element.setSinkId('default'));
      call.setVolume(0.25);
      const volume = element.volume;
      const badVolume = (() => {
        try {
          call.setVolume(2);
          return 'accepted';
        } catch (error) {
          return (error as Error).name;
        }
      })();
      await call.stop();
      await context.close();
      const kinds = (list: { inputs: MediaDeviceInfo[]; outputs: MediaDeviceInfo[] }) =>
        [...list.inputs, ...list.outputs].map((d) => `${d.kind}:${d.deviceId ? 'id' : 'no id'}:${d.label}`);
      return {
        idle: kinds(idle),
        during: kinds(during),
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
    });
    console.info(
      `[firefox] devices idle: ${result.idle.join(', ')}; during a call: ${result.during.join(', ')}`,
    );
    console.info(
      `[firefox] setOutputDevice(listed speaker): ${result.chosen}; the browser's setSinkId('default'): ${result.browserDefaultId}`,
    );

    expect(result.hasSetSinkId).toBe(true);
    expect(result.chosen === 'none listed' || result.chosen === 'resolved').toBe(true);
    expect(result.appliedSpeaker).toBe(true);
    expect(result).toMatchObject({
      unknown: 'NotFoundError',
      kept: true,
      backToDefault: 'resolved',
      sinkAfterDefault: '',
      browserUnknown: 'NotFoundError',
      volume: 0.25,
      badVolume: 'TypeError',
    });
    expect(pageErrors).toEqual([]);
  });

  test('the microphone in use goes away: device-fallback, a new real track from the default, the old one released', async () => {
    const { page, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const { call, factory } = window.createFakeBackedCall();
      const idleInputs = (await call.listDevices()).inputs.map((device) => device.deviceId);
      const fallbacks: { kind: string; deviceId: string }[] = [];
      const changes: number[] = [];
      call.on('device-fallback', (event) => fallbacks.push(event));
      call.on('devices-change', (event) => changes.push(event.inputs.length));
      await call.start({ assistantId: 'assistant-contract' });
      const fake = factory.last;
      // Firefox shows device ids only once this document has captured: the choice is made during the call.
      const { inputs } = await call.listDevices();
      const chosen = inputs[0]?.deviceId ?? '';
      const first = fake?.audioSource as MediaStreamTrack;
      await call.setInputDevice(chosen);
      const unplugged = fake?.audioSource as MediaStreamTrack;
      const switched = { newTrack: unplugged !== first, firstStopped: first.readyState === 'ended' };
      const sentFirst = unplugged.getSettings().deviceId;
      // Firefox gives `addEventListener` listeners of a track no event a script dispatches (only trusted ones, and
      // the `onended` handler): the Chromium spec's simulated unplug cannot reach WebCall's listener here.
      let listenerSawEnded = false;
      unplugged.addEventListener('ended', () => {
        listenerSawEnded = true;
      });
      unplugged.stop();
      unplugged.dispatchEvent(new Event('ended'));
      const settingsAfterEnd = Object.keys(unplugged.getSettings());
      // What the browser also does when a device goes: `devicechange` (MediaDevices takes a script's event).
      navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
      const deadline = performance.now() + 5_000;
      while (fake?.audioSource === unplugged && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
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
    });

    console.info(
      `[firefox] input ids before any capture: ${JSON.stringify(result.idleInputs)}; an ended track's settings: ${JSON.stringify(result.settingsAfterEnd)}`,
    );
    expect(result.chosen).not.toBe('');
    expect(result.switched).toEqual({ newTrack: true, firstStopped: true });
    expect(result.sentFirst).toBe(result.chosen);
    expect(result.listenerSawEnded).toBe(false);
    expect(result.changes).toEqual([1]);
    expect(result.fallbacks).toEqual([{ kind: 'input', deviceId: result.chosen }]);
    expect(result.during).toEqual({ isNewTrack: true, state: 'live', label: 'Default Audio Device' });
    expect(result.after).toBe('ended');
    expect(pageErrors).toEqual([]);
  });

  // Firefox empties an ended track's getSettings(): WebCall must have read the device while the track was live, or
  // without a device chosen `device-fallback` names '' instead of the device that went away.
  test('device-fallback names the default microphone that went away, not an empty id', async () => {
    const { page } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const { call, factory } = window.createFakeBackedCall();
      const fallbacks: { kind: string; deviceId: string }[] = [];
      call.on('device-fallback', (event) => fallbacks.push(event));
      await call.start({ assistantId: 'assistant-contract' });
      const fake = factory.last;
      // Past the check WebCall makes as the call becomes active.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const track = fake?.audioSource as MediaStreamTrack;
      const inUse = track.getSettings().deviceId;
      track.stop();
      navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
      const deadline = performance.now() + 5_000;
      while (fallbacks.length === 0 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await call.stop();
      return { inUse, fallbacks };
    });
    expect(result.inUse).toBeTruthy();
    expect(result.fallbacks).toEqual([{ kind: 'input', deviceId: result.inUse }]);
  });

  test('Firefox’s autoplay rule: a site allowed the microphone plays the assistant without any gesture', async () => {
    const { page, pageErrors } = session();
    const outcome = nextConsole(page, /^autoplay: (?!start)/);
    // No evaluate before the outcome: over BiDi puppeteer's evaluate is a user gesture.
    await page.goto(`${inject('baseURL')}/?scenario=autoplay`);
    expect(await outcome).toBe('autoplay: played without a gesture (hasBeenActive: false)');
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(!firefox)('Firefox: a microphone the visitor blocked for the site', () => {
  const session = useFirefox({ ...MICROPHONE_BLOCKED, ...AUTOPLAY_BLOCKED });

  test('fails the start at microphone-permission with reason denied, before any platform call', async () => {
    const { page, webCalls, externalRequests, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(async () => {
      const tracks: MediaStreamTrack[] = [];
      const refusals: string[] = [];
      const media = navigator.mediaDevices;
      const getUserMedia = media.getUserMedia.bind(media);
      media.getUserMedia = async (constraints) => {
        try {
          const stream = await getUserMedia(constraints);
          tracks.push(...stream.getTracks());
          return stream;
        } catch (error) {
          refusals.push((error as Error).name);
          throw error;
        }
      };
      const { call, factory } = window.createFakeBackedCall();
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
      const permission = await window.WebCall.microphonePermission();
      const started = await call.start({ assistantId: 'assistant-contract' });
      return {
        permission,
        started,
        errors,
        failed,
        refusals,
        state: call.state,
        callObjects: factory.live().length,
        liveTracks: tracks.filter((track) => track.readyState === 'live').length,
        permissionAfter: await window.WebCall.microphonePermission(),
      };
    });

    expect(result.permission).toBe('denied');
    expect(result.refusals).toEqual(['NotAllowedError']);
    expect(result.started).toBeNull();
    expect(result.errors).toEqual([
      { type: 'microphone-error', reason: 'denied', stage: 'microphone-permission', name: 'NotAllowedError' },
    ]);
    expect(result.failed).toEqual(['microphone-permission']);
    expect(result).toMatchObject({ state: 'idle', callObjects: 0, liveTracks: 0, permissionAfter: 'denied' });
    expect(webCalls).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the real daily-js is not even created: no POST /call/web and no Daily instance left', async () => {
    const { page, webCalls, pageErrors } = session();
    await openContractPage(page);
    const report = await page.evaluate(async (publicKey) => {
      window.contract.createCall({ publicKey });
      return window.contract.report(window.contract.start({ assistantId: 'assistant-contract' }));
    }, PUBLIC_KEY);

    expect(report).toMatchObject({ callId: null, state: 'idle', dailyInstanceLeft: false });
    expect(report.errors.map((error) => `${error.type}@${error.stage}`)).toEqual([
      'microphone-error@microphone-permission',
    ]);
    expect(report.progress).not.toContain('web-call-creation:started');
    expect(webCalls).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(!firefox)('Firefox: no decision on the microphone yet, audible autoplay blocked', () => {
  const session = useFirefox({ ...MICROPHONE_UNDECIDED, ...AUTOPLAY_BLOCKED });

  test('the assistant refused without a gesture: audio-blocked and the snapshot; a real click on resume plays it', async () => {
    const { browser, page, pageErrors } = session();
    const blocked = nextConsole(page, /^autoplay: (?!start)/);
    // Loaded at the top, and nothing evaluated before the click: in Firefox a cross-origin frame (the Chromium
    // spec's way to keep its page free of gestures) may autoplay once the top document has had a gesture.
    await page.goto(`${inject('baseURL')}/?scenario=autoplay`);
    expect(await blocked).toBe('autoplay: blocked');
    const before = await evaluateWithoutGesture(browser, page.mainFrame(), () => {
      const box = document.getElementById('resume')?.getBoundingClientRect();
      return {
        hasBeenActive: navigator.userActivation.hasBeenActive,
        x: box ? box.x + box.width / 2 : -1,
        y: box ? box.y + box.height / 2 : -1,
      };
    });
    expect(before.hasBeenActive).toBe(false);
    expect(before.x).toBeGreaterThan(0);
    const resumed = nextConsole(page, /^autoplay: (?!start)/);
    // A real mouse click through WebDriver BiDi input, at the button: the first gesture this document gets.
    await page.mouse.click(before.x, before.y);
    expect(await resumed).toBe('autoplay: resumed');
    const report = await page.evaluate(() => window.autoplayReport);
    expect(report).toEqual({
      blockedEvents: 1,
      hasBeenActiveAtBlock: false,
      snapshotBlocked: true,
      resumed: true,
      pausedAfterResume: false,
      snapshotBlockedAfterResume: false,
    });
    expect(pageErrors).toEqual([]);
  });

  test('Firefox’s autoplay rule: while the page captures the microphone the assistant plays without a gesture', async () => {
    const { browser, page, pageErrors } = session();
    await page.goto(`${inject('baseURL')}/`);
    const deadline = Date.now() + 15_000;
    while (
      !(await evaluateWithoutGesture(browser, page.mainFrame(), () => window.contractPageReady === true))
    ) {
      if (Date.now() > deadline) throw new Error('The contract page did not get ready.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The same call without a microphone (nothing captured) and with one, neither from a gesture.
    const result = await evaluateWithoutGesture(browser, page.mainFrame(), async () => {
      const outcomes: Record<string, unknown> = {};
      for (const microphone of ['optional', 'required'] as const) {
        const { call, factory } = window.createFakeBackedCall({ microphone });
        let blockedEvents = 0;
        call.on('audio-blocked', () => {
          blockedEvents += 1;
        });
        const permissionBefore = await window.WebCall.microphonePermission();
        const started = await call.start({ assistantId: 'assistant-contract' });
        const context = new AudioContext();
        const destination = context.createMediaStreamDestination();
        context.createOscillator().connect(destination);
        factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
        const element = call.getRemoteAudio()[0]?.element;
        const deadline = performance.now() + 3_000;
        while (element?.paused && blockedEvents === 0 && performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const sent = factory.last?.audioSource;
        outcomes[microphone] = {
          started: started !== null,
          capturing: sent instanceof MediaStreamTrack && sent.readyState === 'live',
          blockedEvents,
          audioBlocked: call.getSnapshot().audioBlocked,
          paused: element?.paused,
          hasBeenActive: navigator.userActivation.hasBeenActive,
          permissionBefore,
          permissionDuring: await window.WebCall.microphonePermission(),
        };
        await call.stop();
        await context.close();
      }
      return outcomes;
    });

    expect(result).toEqual({
      optional: {
        started: true,
        capturing: false,
        blockedEvents: 1,
        audioBlocked: true,
        paused: true,
        hasBeenActive: false,
        permissionBefore: 'prompt',
        permissionDuring: 'prompt',
      },
      required: {
        started: true,
        capturing: true,
        blockedEvents: 0,
        audioBlocked: false,
        paused: false,
        hasBeenActive: false,
        // Firefox's Permissions API does not reflect a grant made without its prompt (the test preference).
        permissionBefore: 'prompt',
        permissionDuring: 'prompt',
      },
    });
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(!firefox)(
  'Firefox: audible autoplay allowed only inside user input (blocking_policy 2)',
  () => {
    const session = useFirefox({ ...AUTOPLAY_BLOCKED, 'media.autoplay.blocking_policy': 2 });

    test('resumeAudio() from a real click still plays: the refused elements are played inside the click', async () => {
      const { browser, page, pageErrors } = session();
      const blocked = nextConsole(page, /^autoplay: (?!start)/);
      await page.goto(`${inject('baseURL')}/?scenario=autoplay`);
      expect(await blocked).toBe('autoplay: blocked');
      const button = await evaluateWithoutGesture(browser, page.mainFrame(), () => {
        const box = document.getElementById('resume')?.getBoundingClientRect();
        return { x: box ? box.x + box.width / 2 : -1, y: box ? box.y + box.height / 2 : -1 };
      });
      const resumed = nextConsole(page, /^autoplay: (?!start)/);
      await page.mouse.click(button.x, button.y);
      expect(await resumed).toBe('autoplay: resumed');
      expect(await page.evaluate(() => window.autoplayReport)).toMatchObject({
        blockedEvents: 1,
        resumed: true,
        pausedAfterResume: false,
        snapshotBlockedAfterResume: false,
      });
      expect(pageErrors).toEqual([]);
    });
  },
);

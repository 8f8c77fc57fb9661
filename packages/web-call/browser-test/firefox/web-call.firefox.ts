import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { PUBLIC_KEY, TARGET } from '../contract-constants';
import {
  expectGrantedMicrophoneTrack,
  expectJoinFailedOffline,
  expectMicrophoneBeforePlatform,
  expectMicrophoneFallback,
  expectMicrophoneRefused,
  expectNoDuplicateCallObject,
  expectOnePlatformCall,
  expectPlaysOnlyWhileCapturing,
  expectResumedAfterBlock,
  expectSpeakerChoiceHeld,
} from '../expectations';
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

/**
 * Loads the `?scenario=autoplay` page at the top, waits for its call to be refused playback, then clicks resume
 * with a real mouse click through WebDriver BiDi input. Nothing is evaluated as a gesture before the click: in
 * Firefox a cross-origin frame (the Chromium spec's way to keep its page free of gestures) may autoplay once the
 * top document has had a gesture. Answers what the page said of itself just before the click.
 */
async function clickResumeOnceBlocked({ browser, page }: FirefoxSession) {
  const blocked = nextConsole(page, /^autoplay: (?!start)/);
  await page.goto(`${inject('baseURL')}/?scenario=autoplay`);
  expect(await blocked).toBe('autoplay: blocked');
  const before = await evaluateWithoutGesture(browser, page.mainFrame(), () =>
    window.scenarios.resumeButton(),
  );
  expect(before.x).toBeGreaterThan(0);
  const resumed = nextConsole(page, /^autoplay: (?!start)/);
  await page.mouse.click(before.x, before.y);
  expect(await resumed).toBe('autoplay: resumed');
  return before;
}

/** Opens the contract page and waits until it is ready, without a gesture (puppeteer's own polling is one). */
async function openContractPageWithoutGesture({ browser, page }: FirefoxSession): Promise<void> {
  await page.goto(`${inject('baseURL')}/`);
  const deadline = Date.now() + 15_000;
  while (
    !(await evaluateWithoutGesture(browser, page.mainFrame(), () => window.contractPageReady === true))
  ) {
    if (Date.now() > deadline) throw new Error('The contract page did not get ready.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!firefox)('Firefox: a microphone the visitor allowed for the site', () => {
  const session = useFirefox({ ...MICROPHONE_ALLOWED, ...AUTOPLAY_BLOCKED });

  test('start() takes the microphone before POST /call/web, joins with that track, fails at the join offline and stops it', async () => {
    const { page, webCalls, externalRequests, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate((options) => window.scenarios.startToTheJoin(options), {
      publicKey: PUBLIC_KEY,
      target: TARGET,
    });

    expect(result.permission).toBe('granted');
    expectMicrophoneBeforePlatform(expect, result);
    expectJoinFailedOffline(expect, result.report);
    expect(result.tracks).toEqual(['audio:Default Audio Device:ended']);
    expect(result.permissionAfter).toBe('granted');
    expectOnePlatformCall(expect, webCalls);
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
    const result = await page.evaluate(() => window.scenarios.stopStartInOneTick());

    expectNoDuplicateCallObject(expect, result);
    expect(result.liveTracks).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('on the fake call object: the stage completes, Daily is given the real track, it is stopped at the end', async () => {
    const { page, webCalls, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(() => window.scenarios.grantedMicrophone());

    // Chromium's fake device is "Fake Default Audio Input"; Firefox's is this one.
    expectGrantedMicrophoneTrack(expect, result, 'Default Audio Device');
    expect(webCalls).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('setSinkId and volume on the assistant’s real <audio> element', async () => {
    const { page, pageErrors } = session();
    await openContractPage(page);
    const result = await page.evaluate(() => window.scenarios.outputDevice());
    console.info(
      `[firefox] devices idle: ${result.idle.join(', ')}; during a call: ${result.during.join(', ')}`,
    );
    console.info(
      `[firefox] setOutputDevice(listed speaker): ${result.chosen}; the browser's setSinkId('default'): ${result.browserDefaultId}`,
    );

    expect(result.hasSetSinkId).toBe(true);
    // This machine may list no speaker at all.
    expect(result.chosen === 'none listed' || result.chosen === 'resolved').toBe(true);
    expectSpeakerChoiceHeld(expect, result);
    expect(result).toMatchObject({
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
    // Firefox shows device ids only once this document has captured: the choice is made during the call. And
    // Firefox gives `addEventListener` listeners of a track no event a script dispatches (only trusted ones, and
    // the `onended` handler): the Chromium spec's simulated unplug cannot reach WebCall's listener here, so the
    // `devicechange` a browser also fires when a device goes follows (MediaDevices takes a script's event).
    const result = await page.evaluate(() =>
      window.scenarios.microphoneGoesAway({ chooseDuringCall: true, announceDeviceChange: true }),
    );

    console.info(
      `[firefox] input ids before any capture: ${JSON.stringify(result.idleInputs)}; an ended track's settings: ${JSON.stringify(result.settingsAfterEnd)}`,
    );
    expectMicrophoneFallback(expect, result, 'Default Audio Device');
    expect(result.switched).toEqual({ newTrack: true, firstStopped: true });
    expect(result.listenerSawEnded).toBe(false);
    expect(result.changes).toEqual([1]);
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
    const result = await page.evaluate(() => window.scenarios.microphoneRefused());

    expectMicrophoneRefused(expect, result);
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
    const { page, pageErrors } = session();
    const before = await clickResumeOnceBlocked(session());
    expect(before.hasBeenActive).toBe(false);
    expectResumedAfterBlock(expect, await page.evaluate(() => window.autoplayReport));
    expect(pageErrors).toEqual([]);
  });

  test('Firefox’s autoplay rule: while the page captures the microphone the assistant plays without a gesture', async () => {
    const { browser, page, pageErrors } = session();
    await openContractPageWithoutGesture(session());
    const result = await evaluateWithoutGesture(browser, page.mainFrame(), () =>
      window.scenarios.autoplayWhileCapturing(),
    );

    expectPlaysOnlyWhileCapturing(expect, result.outcomes);
    // Firefox's Permissions API does not reflect a grant made without its prompt (the test preference).
    expect(result.permissions).toEqual({
      optional: { before: 'prompt', during: 'prompt' },
      required: { before: 'prompt', during: 'prompt' },
    });
    expect(pageErrors).toEqual([]);
  });
});

describe.skipIf(!firefox)(
  'Firefox: audible autoplay allowed only inside user input (blocking_policy 2)',
  () => {
    const session = useFirefox({ ...AUTOPLAY_BLOCKED, 'media.autoplay.blocking_policy': 2 });

    test('resumeAudio() from a real click still plays: the refused elements are played inside the click', async () => {
      const { page, pageErrors } = session();
      await clickResumeOnceBlocked(session());
      expect(await page.evaluate(() => window.autoplayReport)).toMatchObject({
        blockedEvents: 1,
        resumed: true,
        pausedAfterResume: false,
        snapshotBlockedAfterResume: false,
      });
      expect(pageErrors).toEqual([]);
    });

    // A limit WebCall leaves (README): Firefox allows audio here only while it handles the visitor's input, and the
    // source the element primed in the click gets later loads it again, which locks it again. Tried and left: an
    // empty stream played in the click that the track then joins (Chromium never starts a stream that was empty when
    // the element loaded it: its play() never settles), and a silent track that the track replaces (Chromium's source
    // gives a swapped-in track a new renderer on the speaker the element had when it loaded, losing one chosen since).
    // The resume control plays it (checked above).
    test('a call started from a real click: the assistant’s track, which comes after the click, is refused (audio-blocked)', async () => {
      const { browser, page, pageErrors } = session();
      await openContractPageWithoutGesture(session());
      const button = await evaluateWithoutGesture(browser, page.mainFrame(), () =>
        window.scenarios.startCallButton(),
      );
      await page.mouse.click(button.x, button.y);
      const result = await evaluateWithoutGesture(browser, page.mainFrame(), () =>
        window.scenarios.assistantAfterClick(),
      );
      expect(result).toMatchObject({
        started: true,
        blockedEvents: 1,
        audioBlocked: true,
        paused: true,
        playing: false,
      });
      expect(pageErrors).toEqual([]);
    });
  },
);

import { BUNDLE_ERROR, PUBLIC_KEY, TARGET } from './contract-constants';
import type { StartReport } from './page/contract-harness';
import type { Scenarios } from './page/scenarios';

// The checks the Chromium specs, the Firefox suite and the WebKit suite make on the same scenario, written once.
// Each takes the runner's own `expect` (Playwright's or vitest's), so a failure reads as that runner's: the
// browser-specific facts (what the Permissions API answers, the fake device's label) stay in the runners.

interface Matchers {
  toBe(expected: unknown): unknown;
  toEqual(expected: unknown): unknown;
  toMatchObject(expected: Record<string, unknown>): unknown;
  toBeLessThan(expected: number): unknown;
  not: Matchers;
}

/** What the checks need of an `expect`: Playwright's and vitest's both fit. */
export interface Expect {
  (actual: unknown): Matchers;
  stringContaining(expected: string): unknown;
  arrayContaining(expected: unknown[]): unknown;
  objectContaining(expected: Record<string, unknown>): unknown;
}

type Outcome<Name extends keyof Scenarios> = Awaited<ReturnType<Scenarios[Name]>>;

/** The microphone stage is the first after the input's, before anything of the platform or of Daily. */
export function expectMicrophoneStageFirst(expect: Expect, progress: readonly string[]): void {
  expect(progress.slice(0, 4)).toEqual([
    'input-validation:started',
    'input-validation:completed',
    'microphone-permission:started',
    'microphone-permission:completed',
  ]);
}

/** getUserMedia, then `POST /call/web`, then Daily's join with the very track getUserMedia gave. */
export function expectMicrophoneBeforePlatform(expect: Expect, result: Outcome<'startToTheJoin'>): void {
  expect(result.order.slice(0, 3)).toEqual(['getUserMedia', 'POST /call/web', 'join with a live track']);
  expect(result.joinedWithGrantedTrack).toBe(true);
  expectMicrophoneStageFirst(expect, result.report.progress);
  expect(result.report.progress.indexOf('microphone-permission:completed')).toBeLessThan(
    result.report.progress.indexOf('web-call-creation:started'),
  );
}

/** The real daily-js, offline, fails the start at its join and leaves nothing behind. */
export function expectJoinFailedOffline(expect: Expect, report: StartReport): void {
  expect(report).toMatchObject({ callId: null, state: 'idle', dailyInstanceLeft: false });
  expect(report.errors).toEqual([
    {
      type: 'daily-call-join-error',
      stage: 'daily-call-join',
      message: expect.stringContaining(BUNDLE_ERROR),
    },
  ]);
  expect(report.failed).toEqual([
    { stage: 'daily-call-join', message: expect.stringContaining(BUNDLE_ERROR) },
  ]);
  expect(report.progress).toEqual(
    expect.arrayContaining([
      'web-call-creation:completed',
      'daily-call-object-creation:completed',
      'daily-call-join:started',
      'daily-call-join:failed',
    ]),
  );
  expect(report.progress.filter((entry) => entry.startsWith('audio-'))).toEqual([]);
}

/** One `POST /call/web`, with the public key and the target. */
export function expectOnePlatformCall(expect: Expect, calls: readonly unknown[]): void {
  expect(calls).toEqual([{ authorization: `Bearer ${PUBLIC_KEY}`, body: expect.objectContaining(TARGET) }]);
}

/** Neither WebCall met Daily's duplicate-instance error, both reached the microphone, both ended idle. */
export function expectNoDuplicateCallObject(expect: Expect, result: Outcome<'stopStartInOneTick'>): void {
  expect(result.errors.filter((error) => error.includes('Duplicate'))).toEqual([]);
  expect(result.errors.filter((error) => error.includes('daily-call-object-creation-error'))).toEqual([]);
  expect(result.reachedMicrophone).toEqual(
    expect.arrayContaining(['first microphone-permission', 'second microphone-permission']),
  );
  expect(result.instanceLeft).toBe(false);
  expect(result.states).toEqual(['idle', 'idle']);
}

/** The start went through the microphone stage, Daily was given the live device track, stopped at the end. */
export function expectGrantedMicrophoneTrack(
  expect: Expect,
  result: Outcome<'grantedMicrophone'>,
  deviceLabel: string,
): void {
  expect(result.started).toBe(true);
  expectMicrophoneStageFirst(expect, result.progress);
  expect(result.during).toEqual({ label: deviceLabel, state: 'live', isTrack: true });
  expect(result.after).toBe('ended');
}

/** The chosen speaker is on the assistant's element; an unknown one is refused by name and changes nothing. */
export function expectSpeakerChoiceHeld(expect: Expect, result: Outcome<'outputDevice'>): void {
  expect(result.appliedSpeaker).toBe(true);
  expect(result).toMatchObject({ unknown: 'NotFoundError', kept: true });
}

/**
 * The chosen microphone was sent, then went away: one device-fallback naming it, a new live track from the
 * default device (`deviceLabel`) sent instead, released at the end.
 */
export function expectMicrophoneFallback(
  expect: Expect,
  result: Outcome<'microphoneGoesAway'>,
  deviceLabel: string,
): void {
  expect(result.chosen).not.toBe('');
  expect(result.sentFirst).toBe(result.chosen);
  expect(result.fallbacks).toEqual([{ kind: 'input', deviceId: result.chosen }]);
  expect(result.during).toEqual({ isNewTrack: true, state: 'live', label: deviceLabel });
  expect(result.after).toBe('ended');
}

/** A refused getUserMedia fails the start at the microphone stage with reason denied, leaving nothing live. */
export function expectMicrophoneRefused(expect: Expect, result: Outcome<'microphoneRefused'>): void {
  expect(result.permission).toBe('denied');
  expect(result.refusals).toEqual(['NotAllowedError']);
  expect(result.started).toBe(null);
  expect(result.errors).toEqual([
    { type: 'microphone-error', reason: 'denied', stage: 'microphone-permission', name: 'NotAllowedError' },
  ]);
  expect(result.failed).toEqual(['microphone-permission']);
  expect(result).toMatchObject({ state: 'idle', callObjects: 0, liveTracks: 0, permissionAfter: 'denied' });
}

/** Blocked with no gesture at all, then played from the click on resume. */
export function expectResumedAfterBlock(expect: Expect, report: unknown): void {
  expect(report).toEqual({
    blockedEvents: 1,
    hasBeenActiveAtBlock: false,
    snapshotBlocked: true,
    resumed: true,
    pausedAfterResume: false,
    snapshotBlockedAfterResume: false,
  });
}

/** Without a gesture the assistant is refused while nothing is captured, and plays while the microphone is. */
export function expectPlaysOnlyWhileCapturing(
  expect: Expect,
  outcomes: Outcome<'autoplayWhileCapturing'>['outcomes'],
): void {
  const common = { started: true, hasBeenActive: false };
  expect(outcomes).toEqual({
    optional: { ...common, capturing: false, blockedEvents: 1, audioBlocked: true, paused: true },
    required: { ...common, capturing: true, blockedEvents: 0, audioBlocked: false, paused: false },
  });
}

import { namedError, toError } from '../errors';
import { withTimeout } from '../timeouts';
import { type SessionContext, warnFailed } from './session-context';
import type { SessionState } from './session-state';

type SinkElement = HTMLMediaElement & { setSinkId?(id: string): Promise<void>; sinkId?: string };

/** Applies this `WebCall`'s volume and speaker to a new assistant element (a refused speaker is only logged). */
export function applyOutput(context: SessionContext, element: SinkElement): void {
  element.volume = context.store.getSnapshot().volume;
  // Set only after `setOutputDevice` succeeded, so this browser has `setSinkId`. An element already on it (primed
  // inside the click) is not asked again outside the click, where WebKit would refuse.
  if (context.outputDeviceId !== undefined && (element.sinkId ?? '') !== context.outputDeviceId) {
    setSinkIds([element], context.outputDeviceId).catch(warnFailed(context, 'setSinkId'));
  }
}

/** The assistant's loudness for every call of this `WebCall`; anything but a number from 0 to 1 throws. */
export function setPlaybackVolume(
  context: SessionContext,
  state: SessionState | undefined,
  volume: number,
): void {
  if (typeof volume !== 'number' || !(volume >= 0 && volume <= 1)) {
    throw new TypeError('volume must be from 0 to 1.');
  }
  context.store.update({ volume });
  for (const element of elementsOf(state)) element.volume = volume;
}

/** Throws a `NotSupportedError` in a browser that cannot choose where an element plays. */
export function assertCanSetSink(): void {
  const prototype = globalThis.HTMLMediaElement?.prototype as SinkElement | undefined;
  if (typeof prototype?.setSinkId !== 'function') {
    throw namedError('NotSupportedError', 'No setSinkId in this browser.');
  }
}

/**
 * Plays every element on speaker `deviceId`, or none: a refusal puts back the ones already switched and rejects
 * with the browser's error (`NotFoundError`, `NotAllowedError`, …); a browser without `setSinkId` rejects with a
 * `NotSupportedError`.
 */
export async function setSinkIds(elements: readonly SinkElement[], deviceId: string): Promise<void> {
  assertCanSetSink();
  const previous = elements.map((element) => element.sinkId ?? '');
  const results = await Promise.allSettled(elements.map((element) => element.setSinkId?.(deviceId)));
  const refusal = results.find((result) => result.status === 'rejected');
  if (!refusal) return;
  await Promise.allSettled(
    elements.map((element, index) =>
      results[index]?.status === 'fulfilled' ? element.setSinkId?.(previous[index] ?? '') : undefined,
    ),
  );
  throw toError(refusal.reason);
}

/**
 * How long a refused element may take to start playing once resumed. WebKit never settles the play() of a track that
 * carries no data yet: a control to hear the assistant must not wait for it.
 */
export const RESUME_TIMEOUT_MS = 2000;

/**
 * Plays the session's refused elements (from a click); resolves whether all of them started within
 * `RESUME_TIMEOUT_MS`. An element that starts later still plays. The call's end settles it too, with its timer.
 */
export const resumePlayback = (context: SessionContext, state: SessionState): Promise<boolean> =>
  withTimeout(context.clock, RESUME_TIMEOUT_MS, state.controller.signal, 'resumeAudio()', () =>
    state.players.resume(),
  ).catch(() => false);

/** The session's assistant elements. */
export const elementsOf = (state: SessionState | undefined): HTMLAudioElement[] =>
  state?.players.list().map((player) => player.element) ?? [];

import { INITIAL_NETWORK } from '../call-state';
import { abortError } from '../errors';
import type { CallEndReason } from '../events';
import { reportLevel, type SessionContext, warnFailed } from './session-context';
import type { SessionState } from './session-state';

/** Removes a participant's audio element, announcing it. */
export function removeAudio(context: SessionContext, state: SessionState, participantId: string): void {
  if (state.players.remove(participantId)) context.emit('remote-audio-end', { participantId });
}

/**
 * Ends the session once: listeners off, the microphone it asked for stopped, audio elements removed, speaking
 * and levels reset, state idle, the call object's destruction started. `reason`: the end of a call (`call-end`),
 * `undefined` for the end of a start.
 */
export function finishSession(context: SessionContext, state: SessionState, reason?: CallEndReason): void {
  if (state.ended) return;
  state.ended = true;
  state.controller.abort(abortError('The call ended.'));
  stopRecording(context, state);
  // Each on its own: one that throws (a polyfill's removeEventListener) is warned of, and the end goes on.
  for (const detach of state.detachers.splice(0)) {
    try {
      detach();
    } catch (error) {
      warnFailed(context, 'Removing a listener')(error);
    }
  }
  state.microphone?.stop();
  state.detector.stop();
  state.silence.reset();
  state.players.releasePrimed();
  for (const { participantId } of state.players.list()) removeAudio(context, state, participantId);
  // Back to 0, so that a visualiser does not freeze at the last level (nothing to say when it is 0 already).
  if (context.volume) context.volume = reportLevel(context, 'volume-level', 0);
  if (state.localVolume) reportLevel(context, 'local-volume-level', 0);
  // A call that ended on a lost connection is over, not reconnecting.
  context.store.update({
    state: 'idle',
    speaking: false,
    muted: false,
    // Nothing is left to play: a control to hear the assistant has nothing to resume.
    audioBlocked: false,
    micSilent: false,
    network: INITIAL_NETWORK,
  });
  void state.lease.release();
  if (reason) {
    // A stop from a listener of the report that ended the call (Daily's fatal error) keeps that report's reason.
    const why = state.endReason ?? reason;
    const { endedReason } = state;
    context.emit('call-end', endedReason ? { reason: why, endedReason } : { reason: why });
    // Only the visitor's own hang-up is the customer's; any other end is the platform's to describe.
    if (why === 'local' && !state.endedSeen) {
      context.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    }
  }
}

/**
 * Stop, a left room or a fatal Daily error: an active call ends at once, a start in progress is aborted (by Daily's
 * report, a failed start; by a stop, an aborted one).
 */
export function endSession(
  context: SessionContext,
  state: SessionState,
  error: Error,
  reason: CallEndReason,
): void {
  if (reason !== 'local') recordDailyEnd(state, reason);
  if (state.active) finishSession(context, state, reason);
  else state.controller.abort(error);
}

/**
 * Records why Daily ended the session. The first cause wins: a start already aborted by a stop stays aborted, whatever
 * Daily reports on its way out.
 */
export function recordDailyEnd(state: SessionState, reason: CallEndReason): void {
  if (!state.controller.signal.aborted) state.endReason ??= reason;
}

function stopRecording(context: SessionContext, state: SessionState): void {
  if (state.recordingAt === undefined) return;
  try {
    state.callObject?.stopRecording();
  } catch (error) {
    warnFailed(context, 'stopRecording')(error);
  }
}

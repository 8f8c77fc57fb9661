import { INITIAL_NETWORK } from '../call-state';
import { timestamp } from '../clock';
import { forwardAbort, toError } from '../errors';
import { microphoneFailureReason } from '../microphone';
import type { WebCallResponse } from '../platform';
import { StageFailure, stageErrorType } from '../stages';
import { runStartFlow } from '../start-flow';
import { watchDevices } from './devices';
import { finishSession } from './finish-session';
import { reportError, type SessionContext } from './session-context';
import type { SessionState } from './session-state';

/**
 * Runs the session's start: resolves the web call once the call is active, or `null` once a failed or aborted
 * start has been cleaned up and reported. Never rejects.
 */
export async function beginSession(
  context: SessionContext,
  state: SessionState,
): Promise<WebCallResponse | null> {
  // Stopped (or preempted) while an earlier start wound down: it never began, so it reports nothing.
  if (state.controller.signal.aborted) {
    finishSession(context, state);
    return null;
  }
  const startedAt = context.clock.now();
  const unlink = forwardAbort(state.startOptions.signal, state.controller);
  try {
    context.store.update({
      state: 'connecting',
      // The visitor may have muted this start while an earlier one wound down.
      muted: state.muted,
      error: undefined,
      callId: undefined,
      audioBlocked: false,
      micSilent: false,
      network: INITIAL_NETWORK,
    });
    const response = await runStartFlow(context, state);
    state.active = true;
    watchDevices(context, state);
    context.store.update({ state: 'active' });
    // A subscriber that saw it active may have stopped it already: that call has ended.
    if (state.ended) return null;
    context.emit('call-start-success', {
      totalDuration: context.clock.now() - startedAt,
      callId: response.id,
      timestamp: timestamp(),
    });
    return response;
  } catch (thrown) {
    reportStartFailure(context, state, thrown, startedAt);
    return null;
  } finally {
    unlink();
  }
}

/** Cleans up a start that failed or was aborted, then reports it (`error` unless aborted, `call-start-failed`). */
function reportStartFailure(
  context: SessionContext,
  state: SessionState,
  thrown: unknown,
  startedAt: number,
): void {
  // Only a StageFailure is expected; anything else is a bug, still reported rather than thrown.
  const failure =
    thrown instanceof StageFailure ? thrown : new StageFailure('initialization', toError(thrown), false);
  finishSession(context, state);
  const { stage, cause: error } = failure;
  // Daily ended the start (its fatal error, the room left): a failure, whose `error` it reported already if any.
  const aborted = failure.aborted && !state.endReason;
  if (aborted || state.endReason) {
    // Aborted: the caller asked for it, nothing to report but the failed start.
  } else if (stage === 'microphone-permission') {
    reportError(context, {
      type: 'microphone-error',
      stage,
      reason: microphoneFailureReason(error.name),
      error,
    });
  } else {
    reportError(context, { type: stageErrorType(stage) as 'call-start-failed', stage, error });
  }
  context.emit('call-start-failed', {
    stage,
    totalDuration: context.clock.now() - startedAt,
    error,
    aborted,
    timestamp: timestamp(),
  });
}

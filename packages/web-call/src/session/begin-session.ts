import { INITIAL_NETWORK } from '../call-state';
import { timestamp } from '../clock';
import { attachCall, createDailyCallObject, type DailyCallLike } from '../daily/adapter';
import { loadDaily } from '../daily/load-daily';
import { forwardAbort, toError } from '../errors';
import { isMobileBrowser } from '../is-mobile-browser';
import { getMicrophoneTrack, microphoneFailureReason } from '../microphone';
import type { WebCallResponse } from '../platform';
import { StageFailure, stageErrorType } from '../stages';
import { runStartFlow, type StartFlow } from '../start-flow';
import { createCallHandlers, keepVisitorsMute, observeSentTrack } from './call-handlers';
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
  const unlink = forwardAbort(state.startOptions.signal, state.controller);
  context.store.update({
    state: 'connecting',
    error: undefined,
    callId: undefined,
    audioBlocked: false,
    micSilent: false,
    network: INITIAL_NETWORK,
  });
  const startedAt = context.clock.now();
  try {
    const response = await runStartFlow(startFlowOf(context, state));
    state.active = true;
    context.store.update({ state: 'active' });
    watchDevices(context, state);
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
  if (failure.aborted) {
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
    aborted: failure.aborted,
    timestamp: timestamp(),
  });
}

/** The start flow's environment for this session: the stages' work, bound to the session's state. */
function startFlowOf(context: SessionContext, state: SessionState): StartFlow {
  const { clock, emit, options } = context;
  const appSource = options.callObject?.audioSource;
  return {
    target: state.target,
    options: state.startOptions,
    clock,
    signal: state.controller.signal,
    isMobile: options.isMobile ?? isMobileBrowser,
    timeouts: context.timeouts,
    progress: (event) => emit('call-start-progress', event),
    error: (event) => reportError(context, event),
    createWebCall: async (body, signal) => {
      const response = await context.createWebCall(body, signal);
      context.store.update({ callId: response.id });
      return response;
    },
    createCallObject: (signal) => {
      state.creating ??= createCallObject(context, state, signal);
      return state.creating;
    },
    // An app's own track is used as it is: nothing to ask.
    acquireMicrophone:
      options.microphone === 'optional' || isTrack(appSource)
        ? undefined
        : () => acquireMicrophone(context, state, typeof appSource === 'string' ? appSource : undefined),
    // Without a microphone stage (`"optional"`), Daily asks for the device `setInputDevice` chose, if any.
    audioSource: () => state.microphone ?? (isTrack(appSource) ? appSource : context.inputDeviceId),
    noiseCancellation: options.noiseCancellation !== false,
    attach: (callObject, subscribeVideo) => {
      const attached = attachCall(callObject, createCallHandlers(context, state), subscribeVideo);
      state.detachers.push(attached.detach);
      return attached;
    },
    joined: (callObject) => {
      state.joined = true;
      // `startAudioOff` (or a device without a microphone) leaves the call muted from the start.
      context.store.update({ muted: !callObject.localAudio() });
    },
    recordingRequested: () => {
      state.recordingAt = clock.now();
    },
    settled: (callObject) => {
      if (options.noiseCancellation === false) return;
      keepVisitorsMute(context, state, callObject);
      observeSentTrack(context, state);
    },
  };
}

const isTrack = (source: unknown): source is MediaStreamTrack =>
  typeof source === 'object' && source !== null && 'kind' in source;

/** The microphone stage: the device chosen (`setInputDevice`, else the app's device id), its track kept to stop. */
async function acquireMicrophone(context: SessionContext, state: SessionState, appDeviceId?: string) {
  const track = await getMicrophoneTrack(context.mediaDevices, context.inputDeviceId ?? appDeviceId);
  // A grant that comes after a stop belongs to no call.
  if (state.ended) track.stop();
  else state.microphone = track;
}

async function createCallObject(
  context: SessionContext,
  state: SessionState,
  signal: AbortSignal,
): Promise<DailyCallLike> {
  const settings = { ...context.factoryOptions() };
  const custom = context.options.createCallObject;
  // Loaded outside the lease, so that a stop while daily-js downloads does not wait for the download.
  if (!custom) await loadDaily();
  state.callObject = await state.lease.create(() => (custom ?? createDailyCallObject)(settings), signal);
  return state.callObject;
}

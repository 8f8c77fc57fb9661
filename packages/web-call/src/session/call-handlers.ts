import type { CallNetwork } from '../call-state';
import type { ClientMessage } from '../client-message';
import type { CallObjectHandlers } from '../daily/adapter';
import { abortError } from '../errors';
import type { CallEndReason } from '../events';
import { microphoneFailureReason } from '../microphone';
import { parseAppMessage } from '../platform-message';
import { AUDIO_LEVEL_INTERVAL_MS } from '../start-flow';
import { endSession, removeAudio } from './finish-session';
import { reportError, reportLevel, type SessionContext } from './session-context';
import type { SessionState } from './session-state';

/** Daily's fatal errors that mean the platform ended the call: a normal end, not an error. */
const PLATFORM_ENDS = ['ejected', 'exp-room', 'exp-token'];

/** Sends a live-call-control message; returns false (and sends nothing) before the join. */
export function sendMessage(state: SessionState, message: ClientMessage): boolean {
  if (!state.joined) return false;
  state.callObject?.sendAppMessage(JSON.stringify(message), '*');
  return true;
}

/** What the session does with each report of its call object. */
export function createCallHandlers(context: SessionContext, state: SessionState): CallObjectHandlers {
  const { emit, warn, store } = context;
  return {
    appMessage: (data) => onAppMessage(context, state, data),
    audioLevels: (levels) => state.detector.push(levels),
    localAudioLevel: (next) => {
      state.localVolume = reportLevel(context, 'local-volume-level', state.localVolume, next);
      if (state.active && !store.getSnapshot().muted) state.silence.push(state.localVolume);
    },
    networkQuality: (quality) => {
      // Reported afresh in every call, even a first `good` that the snapshot already shows.
      if (quality === state.quality) return;
      state.quality = quality;
      setNetwork(context, { quality });
      emit('network-quality', { quality });
    },
    networkConnection: (event) => onNetworkConnection(context, state, event),
    remoteAudioStarted: (participantId, track) =>
      emit('remote-audio-start', state.players.add(participantId, track)),
    remoteAudioStopped: (participantId) => removeAudio(context, state, participantId),
    left: () => endSession(context, state, abortError('The call left the room.'), 'remote'),
    fatalError: (error, type) => {
      const reason: CallEndReason = PLATFORM_ENDS.includes(type ?? '')
        ? 'remote'
        : type === 'connection-error'
          ? 'network'
          : 'error';
      if (reason !== 'remote') reportError(context, { type: 'daily-error', error });
      endSession(context, state, error, reason);
    },
    microphoneError: (error, type) =>
      reportError(context, { type: 'microphone-error', reason: microphoneFailureReason(type), error }),
    processorFailed: () => {
      // Daily mutes the microphone when noise cancellation fails: go on with the raw microphone, muted only if
      // the visitor muted it.
      const callObject = state.callObject;
      callObject
        ?.updateInputSettings({ audio: { processor: { type: 'none' } } })
        .then(() => {
          // Daily's own state may not show its mute yet: say what the visitor chose, whatever it reports.
          if (!state.ended) callObject.setLocalAudio(!store.getSnapshot().muted);
          observeSentTrack(context, state);
        })
        .catch((error: unknown) => warn('Switching noise cancellation off failed.', error));
    },
    recordingStarted: () => onRecordingStarted(context, state),
    warn,
  };
}

/**
 * (Re)starts the local level observer, so that it measures the track Daily sends now: setting the
 * noise-cancellation processor, falling back from it or switching the device each replace that track.
 */
export function observeSentTrack(context: SessionContext, state: SessionState): void {
  const callObject = state.callObject;
  if (!callObject || state.ended) return;
  callObject.stopLocalAudioLevelObserver();
  callObject
    .startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS)
    .catch((error: unknown) => context.warn('The local level observer failed.', error));
}

/** Makes what Daily sends agree with the visitor's mute (a processor change or failure may have changed it). */
export function keepVisitorsMute(context: SessionContext, state: SessionState): void {
  const { muted } = context.store.getSnapshot();
  const callObject = state.callObject;
  if (!state.ended && callObject?.localAudio() === muted) callObject.setLocalAudio(!muted);
}

function onNetworkConnection(context: SessionContext, state: SessionState, event: string): void {
  if (!state.joined || state.ended) return;
  const connection =
    event === 'interrupted' ? 'reconnecting' : event === 'connected' ? 'connected' : undefined;
  if (connection && setNetwork(context, { connection })) {
    context.emit(connection === 'reconnecting' ? 'reconnecting' : 'reconnected');
  }
}

/** Changes part of the snapshot's network; returns whether it changed (repeats are not reported). */
function setNetwork(context: SessionContext, patch: Partial<CallNetwork>): boolean {
  const { network } = context.store.getSnapshot();
  const next = { ...network, ...patch };
  if (next.quality === network.quality && next.connection === network.connection) return false;
  context.store.update({ network: next });
  return true;
}

function onAppMessage(context: SessionContext, state: SessionState, data: unknown): void {
  if (data === 'listening') {
    context.emit('call-start');
    return;
  }
  const message = parseAppMessage(data);
  if (!message) {
    context.warn('Untyped app message ignored.', data);
    return;
  }
  if (message.type === 'status-update' && message.status === 'ended') state.endedSeen = true;
  context.emit('message', message);
}

function onRecordingStarted(context: SessionContext, state: SessionState): void {
  // A stopped session's recording is not the call's: the message would reach a room being left.
  if (state.recordingAt === undefined || state.controller.signal.aborted) return;
  // The platform holds the first message until the recording runs, so it is not cut off.
  sendMessage(state, {
    type: 'control',
    control: 'say-first-message',
    videoRecordingStartDelaySeconds: (context.clock.now() - state.recordingAt) / 1000,
  });
}

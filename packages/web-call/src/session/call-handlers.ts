import type { DailyEvent, DailyEventObject } from '@daily-co/daily-js';
import type { CallNetwork } from '../call-state';
import type { ClientMessage } from '../client-message';
import { ASSISTANT_PARTICIPANT_NAME, type DailyCallLike, type ParticipantInfo } from '../daily/adapter';
import { abortError } from '../errors';
import type { CallEndReason } from '../events';
import { microphoneFailureReason } from '../microphone';
import { parseAppMessage } from '../platform-message';
import { AUDIO_LEVEL_INTERVAL_MS } from '../start-flow';
import { endSession, recordDailyEnd, removeAudio } from './finish-session';
import { reportError, reportLevel, type SessionContext, warnFailed } from './session-context';
import type { SessionState } from './session-state';

/** Daily's fatal errors that mean the platform ended the call: a normal end, not an error. */
const PLATFORM_ENDS = ['ejected', 'exp-room', 'exp-token'];

/** Joins the room, with the camera on only for a recorded call, sending `audioSource` as the microphone. */
export type JoinRoom = (
  url: string,
  video: boolean,
  audioSource?: string | MediaStreamTrack,
  audioOff?: boolean,
) => Promise<void>;

/**
 * Puts the session's listeners on its call object (removed by the session's detachers), before the join so that
 * no early track or message is missed; returns the join. The join rejects on a rejected join and on Daily's fatal
 * `error` event while joining (e.g. its call bundle cannot load); the caller bounds how long it may take.
 * `subscribeVideo`: also receive remote video (a recorded call, a video avatar).
 */
export function attachCall(
  context: SessionContext,
  state: SessionState,
  call: DailyCallLike,
  subscribeVideo: boolean,
): JoinRoom {
  let failJoin: ((error: Error) => void) | undefined;
  const on = <T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void) => {
    call.on(event, handler);
    state.detachers.push(() => call.off(event, handler));
  };
  const subscribe = (participant?: Partial<ParticipantInfo> | null) => {
    if (participant?.session_id && !participant.local) {
      call.updateParticipant(participant.session_id, {
        setSubscribedTracks: { audio: true, video: subscribeVideo },
      });
    }
  };
  listen(context, state, on);
  on('participant-joined', (event) => subscribe(event.participant));
  on('error', (event) => {
    const error = new Error(event.errorMsg, { cause: event });
    if (failJoin) failJoin(error);
    else onFatalError(context, state, error, event.error?.type);
  });
  return async (url, video, audioSource, audioOff) => {
    const failed = new Promise<never>((_, reject) => {
      failJoin = reject;
    });
    try {
      await Promise.race([
        call.join({
          url,
          subscribeToTracksAutomatically: false,
          startVideoOff: !video,
          // The track the microphone stage got: Daily sends it and does not ask again.
          ...(audioSource !== undefined && { audioSource }),
          // Muted while connecting: nothing is sent from the join on.
          ...(audioOff && { startAudioOff: true }),
        }),
        failed,
      ]);
    } finally {
      failJoin = undefined;
    }
    // Participants already in the room when we joined get no participant-joined event.
    for (const participant of Object.values(call.participants())) subscribe(participant);
  };
}

type On = <T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void) => void;

/** What the session does with each report of its call object. */
function listen(context: SessionContext, state: SessionState, on: On): void {
  on('app-message', (event) => onAppMessage(context, state, event.data));
  on('remote-participants-audio-level', (event) => state.detector.push(event.participantsAudioLevel));
  on('local-audio-level', (event) => {
    state.localVolume = reportLevel(context, 'local-volume-level', event.audioLevel);
    if (state.active && !state.muted) state.silence.push(state.localVolume);
  });
  on('network-quality-change', ({ threshold: quality }) => {
    // Reported afresh in every call, even a first `good` that the snapshot already shows.
    if (quality === state.quality) return;
    state.quality = quality;
    setNetwork(context, { quality });
    context.emit('network-quality', { quality });
  });
  on('network-connection', ({ type, event }) => onNetworkConnection(context, state, type, event));
  on('participant-left', (event) => removeAudio(context, state, event.participant.session_id));
  on('track-started', ({ participant, track }) => {
    // Only the assistant is played; other participants (and our own tracks) are not.
    if (!participant || participant.local || participant.user_name !== ASSISTANT_PARTICIPANT_NAME) return;
    // Its element says `playable` once it plays (see sendPlayable).
    if (track.kind === 'audio') {
      // A track that starts again (after a reconnection) replaces the element: its end is said first, and the
      // platform hears `playable` again once the new one plays.
      removeAudio(context, state, participant.session_id);
      state.playableSent = false;
      context.emit('remote-audio-start', state.players.add(participant.session_id, track));
    }
  });
  on('track-stopped', ({ participant, track }) => {
    if (participant && !participant.local && track.kind === 'audio') {
      removeAudio(context, state, participant.session_id);
    }
  });
  on('left-meeting', () => endSession(context, state, abortError('The call left the room.'), 'remote'));
  on('recording-started', () => releaseFirstMessage(context, state));
  on('recording-error', ({ errorMsg }) => onRecordingFailed(context, state, errorMsg));
  on('camera-error', (event) => onCameraError(context, event));
  on('nonfatal-error', (event) => {
    if (event.type === 'audio-processor-error') onProcessorFailed(context, state);
  });
}

/** Daily could not get a camera or microphone: only the camera failing (in a recorded call) leaves the call whole. */
function onCameraError(context: SessionContext, { error, errorMsg }: DailyEventObject<'camera-error'>): void {
  if (errorMsg?.audioOk === true) return;
  reportError(context, {
    type: 'microphone-error',
    reason: microphoneFailureReason(error?.type),
    error: new Error(error?.msg ?? errorMsg?.errorMsg, { cause: error }),
  });
}

/**
 * Sends a live-call-control message; returns false (and sends nothing) before the join. Daily refuses a message
 * over its size limit (4096 characters of JSON unless the room allows more): that refusal is a `RangeError` with the
 * size, Daily's own error as its cause.
 */
export function sendMessage(state: SessionState | undefined, message: ClientMessage): boolean {
  if (!state?.joined) return false;
  const data = JSON.stringify(message);
  try {
    state.callObject?.sendAppMessage(data, '*');
  } catch (error) {
    if (!/too large/i.test(String((error as Error)?.message))) throw error;
    // Daily measures the string encoded once more, escapes included.
    const size = JSON.stringify(data).length;
    throw new RangeError(`The message is too large for Daily: ${size} characters of JSON.`, { cause: error });
  }
  return true;
}

/** Whether Daily could not get the microphone at all: nothing is sent, and an unmute cannot change that. */
export const isMicrophoneBlocked = (callObject: DailyCallLike | undefined): boolean =>
  callObject?.participants().local?.tracks?.audio?.state === 'blocked';

/**
 * Mutes or unmutes the visitor (a mute also forgets the microphone's silence, saying nothing). A microphone Daily
 * could not get stays muted, so that `isMuted()`, the snapshot and what Daily sends agree.
 */
export function setMuted(context: SessionContext, state: SessionState, requested: boolean): void {
  const muted = requested || isMicrophoneBlocked(state.callObject);
  // Never `forceDiscardTrack`: re-acquiring the mic later fails in Chrome 140+.
  state.muted = muted;
  state.callObject?.setLocalAudio(!muted);
  if (muted) state.silence.reset();
  context.store.update(muted ? { muted, micSilent: false } : { muted });
}

/** Daily's fatal `error` outside the join; `type` is Daily's (`ejected`, `exp-room`, `connection-error`, …). */
function onFatalError(context: SessionContext, state: SessionState, error: Error, type?: string): void {
  const reason: CallEndReason = PLATFORM_ENDS.includes(type ?? '')
    ? 'remote'
    : type === 'connection-error'
      ? 'network'
      : 'error';
  // Before the error goes out: an app that stops the call when it hears of it ends it for this reason.
  recordDailyEnd(state, reason);
  if (reason !== 'remote') reportError(context, { type: 'daily-error', error });
  endSession(context, state, error, reason);
}

/**
 * Daily mutes the microphone when noise cancellation fails: go on with the raw microphone, muted only if the
 * visitor muted it.
 */
function onProcessorFailed(context: SessionContext, state: SessionState): void {
  state.callObject
    ?.updateInputSettings({ audio: { processor: { type: 'none' } } })
    .catch(warnFailed(context, 'Switching noise cancellation off'))
    .then(() => {
      // Even when Daily kept the processor: its mute is not the visitor's. Daily's own state may not show that mute
      // yet: say what the visitor chose, whatever it reports.
      if (!state.ended) state.callObject?.setLocalAudio(!state.muted);
      observeSentTrack(context, state);
    })
    .catch(warnFailed(context, 'Giving the microphone back'));
}

/**
 * (Re)starts the local level observer, so that it measures the track Daily sends now: setting the
 * noise-cancellation processor, falling back from it or switching the device each replace that track.
 */
export function observeSentTrack(context: SessionContext, state: SessionState): void {
  const callObject = state.callObject;
  if (!callObject || state.ended) return;
  callObject.stopLocalAudioLevelObserver();
  void startLocalObserver(context, callObject);
}

async function startLocalObserver(context: SessionContext, callObject: DailyCallLike): Promise<void> {
  try {
    // Before Daily's call machine has loaded this answers nothing (no promise); a browser without what the observer
    // needs throws at once. Either way the call goes on without the level.
    await callObject.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
  } catch (error) {
    warnFailed(context, 'The local level observer')(error);
  }
}

/** Makes what Daily sends agree with the visitor's mute (a processor change or failure may have changed it). */
export function keepVisitorsMute(state: SessionState): void {
  const { muted } = state;
  const callObject = state.callObject;
  if (!state.ended && callObject?.localAudio() === muted) callObject.setLocalAudio(!muted);
}

/**
 * Daily reports its connections one by one: signalling, and media through a server (`sfu`) or peer to peer. The call
 * is reconnecting while signalling or media is interrupted, and back once both are connected. Media is one link:
 * when Daily moves it from peer to peer to the server, the server's `connected` is what ends the interruption.
 */
function onNetworkConnection(context: SessionContext, state: SessionState, type: string, event: string) {
  if (!state.joined || state.ended) return;
  const link = type === 'signaling' ? 'signaling' : 'media';
  if (event === 'interrupted') state.interrupted.add(link);
  else if (event === 'connected') state.interrupted.delete(link);
  else return;
  const connection = state.interrupted.size > 0 ? 'reconnecting' : 'connected';
  if (setNetwork(context, { connection })) {
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
  if (message.type === 'status-update' && message.status === 'ended') {
    state.endedSeen = true;
    // Messages come from any participant of the room, typed by nobody: only a text is a reason.
    if (typeof message.endedReason === 'string') state.endedReason = message.endedReason;
  }
  context.emit('message', message);
}

/**
 * The platform holds the assistant's first words until the browser says it can play them. Said when the element
 * plays, not when the track arrives: a visitor whose browser refused to play would miss the greeting before the
 * click that resumes it.
 */
export function sendPlayable(context: SessionContext, state: SessionState): void {
  if (state.ended || state.playableSent || !state.callObject) return;
  try {
    state.callObject.sendAppMessage('playable', '*');
    state.playableSent = true;
  } catch (error) {
    warnFailed(context, 'Sending playable')(error);
  }
}

/**
 * The platform holds the assistant's first message until the recording runs, so that it is not cut off: asks for it
 * once, when the recording runs or could not start.
 */
function releaseFirstMessage(context: SessionContext, state: SessionState): void {
  // A stopped session's recording is not the call's: the message would reach a room being left.
  if (state.recordingAt === undefined || state.firstMessageReleased || state.controller.signal.aborted)
    return;
  state.firstMessageReleased = true;
  sendMessage(state, {
    type: 'control',
    control: 'say-first-message',
    videoRecordingStartDelaySeconds: (context.clock.now() - state.recordingAt) / 1000,
  });
}

/**
 * Daily could not record (its `startRecording` only ever reports this as an event): the call goes on unrecorded, and
 * the assistant's first words are not held for a recording that will never run.
 */
function onRecordingFailed(context: SessionContext, state: SessionState, message: string | undefined): void {
  if (state.recordingAt === undefined || state.controller.signal.aborted) return;
  // A recording that ran (or already failed) and fails later is not its set-up's failure: the call only loses it.
  if (state.firstMessageReleased) {
    context.warn('The recording failed.', message);
    return;
  }
  reportError(context, {
    type: 'video-recording-setup-error',
    stage: 'video-recording-setup',
    error: new Error(message || 'Daily could not start the recording.'),
  });
  releaseFirstMessage(context, state);
}

import type { DailyCallLike } from '../daily/adapter';
import { createRemoteAudioPlayers, type RemoteAudioPlayers } from '../daily/remote-audio';
import type { CallEndReason, NetworkQuality } from '../events';
import { type CallObjectLease, leaseCallObject } from '../lease-call-object';
import { createMicSilenceWatch, type MicSilenceWatch } from '../mic-silence';
import type { WebCallResponse } from '../platform';
import type { CallEndedStatusMessage } from '../platform-message';
import type { QueuedSession } from '../session-queue';
import { createSpeakingDetector, type SpeakingDetector } from '../speaking-detector';
import type { StartOptions, WebCallTarget } from '../start-flow';
import { createTurns, type Turns } from '../turns';
import { beginSession } from './begin-session';
import { sendPlayable } from './call-handlers';
import { endSession } from './finish-session';
import { applyOutput } from './output';
import { reportLevel, type SessionContext, warnFailed } from './session-context';

/**
 * Everything one session (one start and the call it leads to) holds, in one place the session's units share; the
 * queue of its `WebCall` begins, ends and releases it.
 */
export interface SessionState extends QueuedSession<WebCallResponse> {
  readonly target: WebCallTarget;
  readonly startOptions: StartOptions;
  /** Aborted when the session ends: cancels whatever stage runs. */
  readonly controller: AbortController;
  readonly detector: SpeakingDetector;
  readonly players: RemoteAudioPlayers;
  readonly silence: MicSilenceWatch;
  /** The session's right to the page's one call object. */
  readonly lease: CallObjectLease;
  /** The call object's creation, started once (early, while the microphone prompt is open). */
  creating?: Promise<DailyCallLike>;
  /** The page's call object, once created. */
  callObject?: DailyCallLike;
  /** The microphone track the session asked for: ours to stop when the session ends. */
  microphone?: MediaStreamTrack;
  /** Watches a microphone track of the session for an end of its own (set once the call is active). */
  followMicrophone?: (track: MediaStreamTrack | undefined) => void;
  /** The device of the track followed, read while it was live: Firefox forgets it once the track has ended. */
  followedInputId?: string;
  /** Removes the listeners put on the call object and the page. */
  readonly detachers: (() => void)[];
  /** The join completed: messages can be sent. */
  joined: boolean;
  /** When video recording was requested (clock time). */
  recordingAt?: number;
  /** The platform was asked for the assistant's first message (held until the recording runs or fails). */
  firstMessageReleased?: boolean;
  /** The start succeeded: ending the session is the end of a call, not an aborted start. */
  active: boolean;
  /** The platform reported the end itself: no synthetic ended status. */
  endedSeen: boolean;
  /** The `endedReason` of the platform's ended status, for `call-end`. */
  endedReason?: CallEndedStatusMessage['endedReason'];
  ended: boolean;
  /**
   * Why the call is over when Daily said so (its fatal error, the room left without asking): set before anything
   * is reported, so that a stop from a listener of that report does not turn it into the visitor's hang-up.
   */
  endReason?: CallEndReason;
  /** The last microphone level reported (0..1). */
  localVolume: number;
  /**
   * The visitor's mute for this session. The snapshot shows it too, but an earlier session still winding down may
   * write the snapshot after this one's start was asked for.
   */
  muted: boolean;
  /** Microphone changes (the visitor's, an app's track, the fallbacks), one after the other. */
  readonly inputTurns: Turns;
  /** `playable` was sent for the assistant's current track: once each, however often the visitor resumes. */
  playableSent?: boolean;
  /** Daily's links (signalling, media) that are interrupted now. */
  readonly interrupted: Set<string>;
  /** The last network quality reported, so that repeats are not. */
  quality?: NetworkQuality;
}

/**
 * A new session's state; taking the lease preempts a call that another `WebCall` of the page holds. Still inside
 * the click that started the call (if any), the assistant's element is unlocked.
 */
export function createSessionState(
  context: SessionContext,
  target: WebCallTarget,
  startOptions: StartOptions,
  onPreempted: () => void,
): SessionState {
  const { clock, warn } = context;
  const silence = createMicSilenceWatch(context.options.micSilence, clock, (micSilent) => {
    context.store.update({ micSilent });
    context.emit(micSilent ? 'mic-silent' : 'mic-active');
  });
  const detector = createSpeakingDetector(
    {
      onSpeaking: (speaking) => {
        silence.assistantSpeaking(speaking);
        context.store.update({ speaking });
        context.emit(speaking ? 'speech-start' : 'speech-end');
      },
      onVolume: (next) => {
        context.volume = reportLevel(context, 'volume-level', next);
      },
    },
    clock,
  );
  // The hook runs once an element plays, after `state` below is made.
  const players = createPlayers(context, () => sendPlayable(context, state));
  players.prime();
  const lease = leaseCallObject(onPreempted, warn);
  const state: SessionState = {
    target,
    startOptions,
    controller: new AbortController(),
    detector,
    players,
    silence,
    lease,
    detachers: [],
    muted: false,
    inputTurns: createTurns(),
    interrupted: new Set(),
    joined: false,
    active: false,
    endedSeen: false,
    ended: false,
    localVolume: 0,
    begin: () => beginSession(context, state),
    end: (error) => endSession(context, state, error, 'local'),
    release: lease.release,
  };
  return state;
}

/** The session's assistant elements, with this `WebCall`'s output settings. */
function createPlayers(context: SessionContext, playable: () => void) {
  return createRemoteAudioPlayers({
    playable,
    configure: (element) => applyOutput(context, element),
    refused: () => {
      // Once per call until a resume succeeds.
      if (context.store.getSnapshot().audioBlocked) return;
      context.store.update({ audioBlocked: true });
      context.emit('audio-blocked');
    },
    failed: warnFailed(context, 'Playback'),
  });
}

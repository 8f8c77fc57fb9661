import type {
  DailyCall,
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';
import type { NetworkQuality } from '../events';
import type { InputDevices } from './call-object-settings';
import { loadDaily } from './load-daily';

/**
 * The part of a Daily call object that `WebCall` uses: the one seam between our code and daily-js. A real
 * `DailyCall` satisfies it; so does the fake of `@clinic/web-call/testing`.
 */
export interface DailyCallLike {
  join(properties?: DailyCallOptions): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  isDestroyed(): boolean;
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  participants(): Readonly<Record<string, ParticipantInfo>>;
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): unknown;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  startLocalAudioLevelObserver(interval?: number): Promise<void>;
  stopLocalAudioLevelObserver(): void;
  updateInputSettings(inputSettings: DailyInputSettings): Promise<unknown>;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(): void;
  sendAppMessage(data: unknown, to?: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  setInputDevicesAsync(devices: InputDevices): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
}

/** Creates a call object; the default loads daily-js on demand and calls its `createCallObject`. */
export type CreateCallObject = (options: DailyFactoryOptions) => DailyCallLike | Promise<DailyCallLike>;

/** The fields of a Daily participant that `WebCall` reads. */
export interface ParticipantInfo {
  readonly session_id: string;
  readonly local: boolean;
  readonly user_name?: string;
}

/** The platform's assistant joins the room under this name; other remote participants are not played. */
export const ASSISTANT_PARTICIPANT_NAME = 'Vapi Speaker';

/** What the call object reports back to `WebCall` (plain functions: some are registered as Daily listeners as they are). */
export interface CallObjectHandlers {
  appMessage(data: unknown): void;
  audioLevels(levels: Readonly<Record<string, number>>): void;
  /** The visitor's microphone level (Daily's local audio-level observer). */
  localAudioLevel(level: number): void;
  /** Daily's `network-quality-change`, reduced to its threshold (repeats included). */
  networkQuality(quality: NetworkQuality): void;
  remoteAudioStarted(participantId: string, track: MediaStreamTrack): void;
  remoteAudioStopped(participantId: string): void;
  left(): void;
  /** Daily's fatal `error` outside the join; `type` is Daily's (`ejected`, `exp-room`, `connection-error`, …). */
  fatalError(error: Error, type: string | undefined): void;
  /** Daily's `network-connection` (`interrupted`, `connected`). */
  networkConnection(event: string): void;
  /** Daily could not get the microphone (blocked, missing, in use); `type` is its `camera-error` type. */
  microphoneError(error: Error, type: string | undefined): void;
  /** The noise-cancellation processor failed (Daily muted the microphone). */
  processorFailed(): void;
  recordingStarted(): void;
  /** A best-effort step failed; nothing else to do than log it. */
  warn(message: string, error: unknown): void;
}

/** A call object with our listeners on it. */
export interface AttachedCall {
  /**
   * Joins the room, with the camera on only for a recorded call. Rejects on a rejected join and on Daily's fatal
   * `error` event while joining (e.g. its call bundle cannot load); the caller bounds how long it may take.
   */
  join(url: string, video: boolean, audioSource?: string | MediaStreamTrack): Promise<void>;
  /** Removes every listener. */
  detach(): void;
}

/**
 * Registers our listeners on a call object, before it joins so that no early track or message is missed.
 * `subscribeVideo`: also receive remote video (a recorded call, a video avatar).
 */
export function attachCall(
  call: DailyCallLike,
  handlers: CallObjectHandlers,
  subscribeVideo: boolean,
): AttachedCall {
  const detachers: (() => void)[] = [];
  let failJoin: ((error: Error) => void) | undefined;
  const on = <T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void) => {
    call.on(event, handler);
    detachers.push(() => call.off(event, handler));
  };
  const subscribe = (participant?: Partial<ParticipantInfo> | null) => {
    if (participant?.session_id && !participant.local) {
      call.updateParticipant(participant.session_id, {
        setSubscribedTracks: { audio: true, video: subscribeVideo },
      });
    }
  };
  on('app-message', (event) => handlers.appMessage(event.data));
  on('remote-participants-audio-level', (event) => handlers.audioLevels(event.participantsAudioLevel));
  on('local-audio-level', (event) => handlers.localAudioLevel(event.audioLevel));
  on('network-quality-change', (event) => handlers.networkQuality(event.threshold));
  on('network-connection', (event) => handlers.networkConnection(event.event));
  on('participant-joined', (event) => subscribe(event.participant));
  on('participant-left', (event) => handlers.remoteAudioStopped(event.participant.session_id));
  on('track-started', ({ participant, track }) => {
    // Only the assistant is played; other participants (and our own tracks) are not.
    if (!participant || participant.local || participant.user_name !== ASSISTANT_PARTICIPANT_NAME) return;
    if (track.kind === 'audio') handlers.remoteAudioStarted(participant.session_id, track);
    // The platform holds the assistant's first words until the browser says it can play them.
    try {
      call.sendAppMessage('playable', '*');
    } catch (error) {
      handlers.warn('Sending playable failed.', error);
    }
  });
  on('track-stopped', ({ participant, track }) => {
    if (participant && !participant.local && track.kind === 'audio') {
      handlers.remoteAudioStopped(participant.session_id);
    }
  });
  on('left-meeting', handlers.left);
  on('error', (event) => {
    const error = new Error(event.errorMsg, { cause: event });
    if (failJoin) failJoin(error);
    else handlers.fatalError(error, event.error?.type);
  });
  on('recording-started', handlers.recordingStarted);
  on('camera-error', ({ error, errorMsg }) => {
    // Only the camera failing (in a recorded call) leaves the voice call whole; anything else took the microphone.
    if (errorMsg?.audioOk !== true) {
      handlers.microphoneError(new Error(error?.msg ?? errorMsg?.errorMsg, { cause: error }), error?.type);
    }
  });
  on('nonfatal-error', (event) => {
    if (event.type === 'audio-processor-error') handlers.processorFailed();
  });

  return {
    async join(url, video, audioSource) {
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
          }),
          failed,
        ]);
      } finally {
        failJoin = undefined;
      }
      // Participants already in the room when we joined get no participant-joined event.
      for (const participant of Object.values(call.participants())) subscribe(participant);
    },
    detach() {
      for (const detach of detachers.splice(0)) detach();
    },
  };
}

/** Daily's factory, wrapped so a failed creation leaves no half-registered instance behind. */
export async function createDailyCallObject(options: DailyFactoryOptions): Promise<DailyCall> {
  const daily = await loadDaily();
  try {
    return daily.createCallObject(options);
  } catch (error) {
    // A creation that fails validation can leave its instance registered, and every later creation then
    // fails as a duplicate. Destroying it (best effort) frees the slot; a real duplicate is not ours to touch.
    try {
      if (!String(error).includes('Duplicate')) await daily.getCallInstance()?.destroy();
    } catch {}
    throw error;
  }
}

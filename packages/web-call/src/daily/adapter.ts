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
import { toError } from '../errors';
import type { InputDevices } from './call-object-settings';
import { loadDaily } from './load-daily';

/**
 * The part of a Daily call object that `WebCall` uses. A real `DailyCall` satisfies it; so does the fake of
 * `@clinic/web-call/testing`.
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
/** The contract's audio-level observer interval (also Daily's minimum). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** What the adapter reports back to `WebCall`. */
export interface CallObjectHandlers {
  appMessage(data: unknown): void;
  audioLevels(levels: Readonly<Record<string, number>>): void;
  remoteAudioStarted(participantId: string, track: MediaStreamTrack): void;
  remoteAudioStopped(participantId: string): void;
  left(): void;
  fatalError(error: Error): void;
  recordingStarted(): void;
  /** A best-effort step failed; nothing else to do than log it. */
  warn(message: string, error: unknown): void;
}

interface TrackEvent {
  participant?: Partial<ParticipantInfo> | null;
  track?: MediaStreamTrack;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The only code that touches a Daily call object: listeners, join, setup steps, leave and destroy. */
export class CallObjectAdapter {
  readonly #call: DailyCallLike;
  readonly #handlers: CallObjectHandlers;
  readonly #subscribeVideo: boolean;
  readonly #detachers: (() => void)[] = [];
  #failJoin: ((error: Error) => void) | undefined;

  constructor(call: DailyCallLike, handlers: CallObjectHandlers, options: { subscribeVideo: boolean }) {
    this.#call = call;
    this.#handlers = handlers;
    this.#subscribeVideo = options.subscribeVideo;
  }

  /** Registers the listeners; called before joining so no early track or message is missed. */
  attach(): void {
    const handlers = this.#handlers;
    this.#listen('app-message', (event) => {
      if (isRecord(event)) handlers.appMessage(event.data);
    });
    this.#listen('remote-participants-audio-level', (event) => {
      if (isRecord(event) && isRecord(event.participantsAudioLevel)) {
        handlers.audioLevels(event.participantsAudioLevel as Record<string, number>);
      }
    });
    this.#listen('participant-joined', (event) => {
      const participant = isRecord(event)
        ? (event.participant as Partial<ParticipantInfo> | undefined)
        : undefined;
      if (participant) this.#subscribe(participant);
    });
    this.#listen('participant-left', (event) => {
      const participant = isRecord(event)
        ? (event.participant as Partial<ParticipantInfo> | undefined)
        : undefined;
      if (participant?.session_id) handlers.remoteAudioStopped(participant.session_id);
    });
    this.#listen('track-started', (event) => {
      const { participant, track } = (event ?? {}) as TrackEvent;
      if (
        !participant?.session_id ||
        participant.local ||
        participant.user_name !== ASSISTANT_PARTICIPANT_NAME
      )
        return;
      if (track?.kind === 'audio') handlers.remoteAudioStarted(participant.session_id, track);
      // The platform holds the assistant's first words until the browser says it can play them.
      try {
        this.send('playable');
      } catch (error) {
        handlers.warn('Could not tell the platform that audio can play.', error);
      }
    });
    this.#listen('track-stopped', (event) => {
      const { participant, track } = (event ?? {}) as TrackEvent;
      if (participant?.session_id && !participant.local && track?.kind === 'audio') {
        handlers.remoteAudioStopped(participant.session_id);
      }
    });
    this.#listen('left-meeting', () => handlers.left());
    this.#listen('error', (event) => {
      const error = toError(event);
      // While joining, a fatal error (e.g. the call bundle cannot load) fails the join at once.
      if (this.#failJoin) this.#failJoin(error);
      else handlers.fatalError(error);
    });
    this.#listen('recording-started', () => handlers.recordingStarted());
    this.#listen('nonfatal-error', (event) => {
      if (!isRecord(event) || event.type !== 'audio-processor-error') return;
      // Daily mutes the mic when the noise-cancellation processor fails; fall back to the raw mic.
      this.#call
        .updateInputSettings({ audio: { processor: { type: 'none' } } })
        .then(() => this.#call.setLocalAudio(true))
        .catch((error: unknown) => handlers.warn('Could not switch the audio processor off.', error));
    });
  }

  /** Removes every listener `attach` registered. */
  detach(): void {
    for (const detach of this.#detachers.splice(0)) detach();
  }

  /** Joins the room; rejects on Daily's fatal `error` event as well as on a rejected join. */
  async join(url: string): Promise<void> {
    const failed = new Promise<never>((_, reject) => {
      this.#failJoin = reject;
    });
    try {
      await Promise.race([this.#call.join({ url, subscribeToTracksAutomatically: false }), failed]);
    } finally {
      this.#failJoin = undefined;
    }
    // Participants already in the room when we joined get no participant-joined event.
    for (const participant of Object.values(this.#call.participants())) this.#subscribe(participant);
  }

  startRecording(): void {
    this.#call.startRecording({ width: 1280, height: 720, layout: { preset: 'default' } });
  }

  stopRecording(): void {
    this.#call.stopRecording();
  }

  startAudioLevelObserver(): Promise<void> {
    return this.#call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
  }

  async enableNoiseCancellation(): Promise<void> {
    await this.#call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
  }

  send(data: unknown): void {
    this.#call.sendAppMessage(data, '*');
  }

  setMicrophoneEnabled(enabled: boolean): void {
    // Never `forceDiscardTrack`: re-acquiring the mic later fails in Chrome 140+.
    this.#call.setLocalAudio(enabled);
  }

  microphoneEnabled(): boolean {
    return this.#call.localAudio();
  }

  async setInputDevices(devices: InputDevices): Promise<void> {
    await this.#call.setInputDevicesAsync(devices);
  }

  async setOutputDevice(device: { outputDeviceId: string }): Promise<void> {
    await this.#call.setOutputDeviceAsync(device);
  }

  leave(): Promise<void> {
    return this.#call.leave();
  }

  #subscribe(participant: Partial<ParticipantInfo>): void {
    if (!participant.session_id || participant.local) return;
    this.#call.updateParticipant(participant.session_id, {
      setSubscribedTracks: { audio: true, video: this.#subscribeVideo },
    });
  }

  #listen<T extends DailyEvent>(event: T, handler: (event: unknown) => void): void {
    this.#call.on(event, handler);
    this.#detachers.push(() => this.#call.off(event, handler));
  }
}

/** Destroys a call object unless Daily already did (it destroys itself after a failed bundle load). */
export async function destroyCallObject(call: DailyCallLike): Promise<void> {
  if (!call.isDestroyed()) await call.destroy();
}

/** Daily's factory methods, wrapped so a failed creation leaves no half-registered instance behind. */
export async function createDailyCallObject(options: DailyFactoryOptions): Promise<DailyCall> {
  const daily = await loadDaily();
  try {
    return daily.createCallObject(options);
  } catch (error) {
    // A creation that fails validation can leave its instance registered, and every later creation then
    // fails as a duplicate. Destroying it (best effort) frees the slot; a real duplicate is not ours to touch.
    const message = error instanceof Error ? error.message : String(error);
    const stale = message.includes('Duplicate') ? undefined : daily.getCallInstance();
    if (stale)
      await Promise.resolve()
        .then(() => stale.destroy())
        .catch(() => undefined);
    throw error;
  }
}

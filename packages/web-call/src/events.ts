import type { EmitArgs } from './emitter';
import type { CallEndedStatusMessage, PlatformMessage } from './platform-message';

/** The start stages, in the order `start()` runs them (the two creation stages run in parallel). */
export const STAGES = [
  'input-validation',
  'microphone-permission',
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

/** One start stage. */
export type Stage = (typeof STAGES)[number];

/** The stages whose failure leaves the call running (degraded, not failed); every other stage is required. */
export const OPTIONAL_STAGES = [
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

/** A stage whose failure leaves the call running. */
export type OptionalStage = (typeof OPTIONAL_STAGES)[number];

/** A stage whose failure fails the start. */
export type RequiredStage = Exclude<Stage, OptionalStage>;

// Pure calls all the way down, so a bundle that does not read the table does not carry it.
/**
 * Whether each stage is required or optional. A required stage's failure fails the start (`call-start-failed`);
 * an optional one's reports `failed` and an `error`, and the call goes on without it (degraded, not failed). The
 * optional stages are `video-recording-setup`, `audio-observer-setup` and `audio-processing-setup`.
 */
export const STAGE_REQUIREMENTS: {
  readonly [S in Stage]: S extends OptionalStage ? 'optional' : 'required';
} = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ STAGES.map((stage) => [stage, isOptionalStage(stage) ? 'optional' : 'required']),
  ) as { [S in Stage]: S extends OptionalStage ? 'optional' : 'required' },
);

/** Whether a failure of `stage` leaves the call running. */
export function isOptionalStage(stage: Stage): stage is OptionalStage {
  return (OPTIONAL_STAGES as readonly Stage[]).includes(stage);
}

/**
 * Every `type` an `error` event can have: the start-error types, then `daily-error` (Daily's fatal error during a
 * call, which ends it) and `microphone-error`. With `microphone: "required"` (the default) `microphone-error` fails
 * the start at `microphone-permission`, before the platform is asked for a call; only with `"optional"` is it
 * Daily's report during the call, which then goes on without a microphone.
 */
export const ERROR_TYPES = [
  'validation-error',
  'daily-call-object-creation-error',
  'daily-call-join-error',
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'start-method-error',
  'call-start-failed',
  'daily-error',
  'microphone-error',
] as const;

/** The type of an `error` event. */
export type ErrorType = (typeof ERROR_TYPES)[number];

/** The type of an error raised by `start()`: every type but the mid-call `daily-error`. */
export type StartErrorType = Exclude<ErrorType, CallErrorEvent['type']>;

/** Why the microphone could not be had. */
export const MICROPHONE_FAILURE_REASONS = ['denied', 'not-found', 'in-use', 'unsupported'] as const;

/** Why the microphone could not be had: refused, missing, busy, or no `getUserMedia` at all. */
export type MicrophoneFailureReason = (typeof MICROPHONE_FAILURE_REASONS)[number];

/** The status a `call-start-progress` event reports for its stage. */
export const STAGE_STATUSES = ['started', 'completed', 'failed'] as const;

/** Status of a stage. */
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** Payload of `call-start-progress`. */
export interface CallStartProgressEvent {
  readonly stage: Stage;
  readonly status: StageStatus;
  /** Milliseconds the stage took; set on `completed` and `failed`. */
  readonly duration?: number;
  /** ISO 8601 wall-clock time of the event. */
  readonly timestamp: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** Payload of `call-start-success`. */
export interface CallStartSuccessEvent {
  /** Milliseconds from `start()` to the joined call. */
  readonly totalDuration: number;
  /** The platform's id of the call (`id` of the `POST /call/web` answer), as the snapshot's `callId` has it. */
  readonly callId: string | undefined;
  /** ISO 8601 wall-clock time of the event. */
  readonly timestamp: string;
}

/** Payload of `call-start-failed`. */
export interface CallStartFailedEvent {
  /** The stage that failed, or that was running when the start was aborted. */
  readonly stage: Stage;
  readonly totalDuration: number;
  readonly error: Error;
  /** True when `stop()` or the start's `signal` ended the start, not a failure. */
  readonly aborted: boolean;
  readonly timestamp: string;
}

/** An `error` raised by a start stage. */
export interface StartErrorEvent {
  readonly type: Exclude<StartErrorType, 'microphone-error'>;
  readonly stage?: Stage;
  readonly error: Error;
}

/**
 * The microphone could not be had. With `microphone: "required"` it fails the start at `microphone-permission`
 * (before any platform call); with `"optional"` Daily reports it during the call (no `stage`), and the call goes on
 * without the microphone.
 */
export interface MicrophoneErrorEvent {
  readonly type: 'microphone-error';
  readonly stage?: 'microphone-permission';
  readonly reason: MicrophoneFailureReason;
  readonly error: Error;
}

/**
 * A fatal error Daily raised during a call that the platform did not cause (a lost connection, anything
 * unexpected): the call ends with `call-end` `{ reason: "network" | "error" }`.
 */
export interface CallErrorEvent {
  readonly type: 'daily-error';
  /** Never set: the call was under way. Present so that `event.stage` reads on any `error` without narrowing. */
  readonly stage?: undefined;
  readonly error: Error;
}

/** Payload of `error`. */
export type WebCallErrorEvent = StartErrorEvent | MicrophoneErrorEvent | CallErrorEvent;

/** Why a call ended: this page, the platform, a connection not regained, or another fatal error. */
export const CALL_END_REASONS = ['local', 'remote', 'network', 'error'] as const;

/** Why a call ended. */
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** Payload of `call-end`. */
export interface CallEndEvent {
  readonly reason: CallEndReason;
  /**
   * Why the platform says the call ended (`assistant-ended-call`, `exceeded-max-duration`, …): the `endedReason` of
   * the ended `status-update` it sent before the end; absent when it sent none.
   */
  readonly endedReason?: CallEndedStatusMessage['endedReason'];
}

/** Audio inputs and outputs, as `listDevices()` resolves them and `devices-change` carries them. */
export interface AudioDevices {
  readonly inputs: MediaDeviceInfo[];
  readonly outputs: MediaDeviceInfo[];
}

/** Payload of `device-fallback`: the device in use went away, the call now uses the default one. */
export interface DeviceFallbackEvent {
  readonly kind: 'input' | 'output';
  /** The device that went away. */
  readonly deviceId: string;
}

/** @deprecated Use `PlatformMessage`, the payload of `message` since 0.2. */
export type ServerMessage = PlatformMessage;

/** Daily's judgement of the connection: `good`, `low` or `very-low`. */
export const NETWORK_QUALITIES = ['good', 'low', 'very-low'] as const;

/** One network quality. */
export type NetworkQuality = (typeof NETWORK_QUALITIES)[number];

/** Payload of `network-quality`. */
export interface NetworkQualityEvent {
  readonly quality: NetworkQuality;
}

/** Payload of `remote-audio-start`: the assistant's audio, for a visualiser (e.g. an AnalyserNode on `track`). */
export interface RemoteAudio {
  readonly participantId: string;
  readonly track: MediaStreamTrack;
  /** The `<audio>` element that plays the track; removed from the document when the track or the call ends. */
  readonly element: HTMLAudioElement;
}

/** Event name → payload (`undefined` for events without one). */
export interface WebCallEvents {
  /** The assistant says it is listening (the platform's `listening` message in the joined call). */
  'call-start': undefined;
  /** An active call has ended; `reason` says who or what ended it (`local` for this page's `stop()`/`end()`). */
  'call-end': CallEndEvent;
  'speech-start': undefined;
  'speech-end': undefined;
  /** 0..1, every time the audio-level observer reports (about every 100 ms). */
  'volume-level': number;
  /** A platform message; narrow it on `type`. Types our document does not describe arrive as `unknown`. */
  message: PlatformMessage;
  /** A start stage failed, the microphone could not be had, or Daily failed during a call; narrow it on `type`. */
  error: WebCallErrorEvent;
  'call-start-progress': CallStartProgressEvent;
  'call-start-success': CallStartSuccessEvent;
  'call-start-failed': CallStartFailedEvent;
  'remote-audio-start': RemoteAudio;
  'remote-audio-end': { readonly participantId: string };
  /** 0..1, the visitor's microphone level, about every 100 ms while a call is active; 0 when it ends. */
  'local-volume-level': number;
  /** Daily's network quality changed during a call (reported once per change). */
  'network-quality': NetworkQualityEvent;
  /** The connection dropped during a call; Daily is trying to get it back. */
  reconnecting: undefined;
  /** The connection is back after `reconnecting`. */
  reconnected: undefined;
  /** The browser refused to play the assistant (autoplay rules): call `resumeAudio()` from a click. */
  'audio-blocked': undefined;
  /** The browser's device list changed during a call. */
  'devices-change': AudioDevices;
  /** The device in use disappeared; the call fell back to the default one. */
  'device-fallback': DeviceFallbackEvent;
  /** The visitor's microphone has been quiet for `micSilence.afterMs` during an active, unmuted call. */
  'mic-silent': undefined;
  /** The microphone is heard again after `mic-silent`. */
  'mic-active': undefined;
}

/** Whether the connection is up or being regained. */
export const NETWORK_CONNECTIONS = ['connected', 'reconnecting'] as const;

/** Whether the connection is up or being regained. */
export type NetworkConnection = (typeof NETWORK_CONNECTIONS)[number];

/** Name of a `WebCall` event. */
export type WebCallEventName = keyof WebCallEvents;

/** Listener of one event: payload-less events take no argument. */
export type WebCallListener<E extends WebCallEventName> = (...args: EmitArgs<WebCallEvents[E]>) => void;

import type { EmitArgs } from './emitter';
import type { PlatformMessage } from './platform-message';

/** The start stages, in the order `start()` runs them (the two creation stages run in parallel). */
export const STAGES = [
  'input-validation',
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

/**
 * Whether each stage is required or optional. A required stage's failure fails the start (`call-start-failed`);
 * an optional one's reports `failed` and an `error`, and the call goes on without it (degraded, not failed).
 * Built from `OPTIONAL_STAGES`, so a bundle that does not read it does not carry it.
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
 * Every `type` an `error` event can have: the contract's start-error types, then the two Daily reports outside
 * the start flow: `daily-error` (fatal, the call ends) and `microphone-error` (the call goes on without a mic).
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
  readonly totalDuration: number;
  readonly callId: string | undefined;
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
  readonly type: StartErrorType;
  readonly stage?: Stage;
  readonly error: Error;
}

/**
 * An `error` Daily raised outside the start stages; the contract's error types all belong to the start flow, so
 * these two are added. `daily-error`: a fatal error such as a lost connection, the call ends as if the room had
 * been left. `microphone-error`: Daily could not get the microphone (blocked, missing or in use; Daily's
 * `camera-error` details are the error's `cause`); Daily joins anyway, so the app decides whether a call that
 * cannot hear the visitor goes on.
 */
export interface CallErrorEvent {
  readonly type: 'daily-error' | 'microphone-error';
  readonly error: Error;
}

/** Payload of `error`. */
export type WebCallErrorEvent = StartErrorEvent | CallErrorEvent;

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
  'call-start': undefined;
  'call-end': undefined;
  'speech-start': undefined;
  'speech-end': undefined;
  /** 0..1, every time the audio-level observer reports (about every 100 ms). */
  'volume-level': number;
  /** A platform message; narrow it on `type`. Types our document does not describe arrive as `unknown`. */
  message: PlatformMessage;
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
}

/** Name of a `WebCall` event. */
export type WebCallEventName = keyof WebCallEvents;

/** Listener of one event: payload-less events take no argument. */
export type WebCallListener<E extends WebCallEventName> = (...args: EmitArgs<WebCallEvents[E]>) => void;

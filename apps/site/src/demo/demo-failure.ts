import {
  type CallErrorEvent,
  type CallStartFailedEvent,
  type ErrorType,
  type MicrophoneErrorEvent,
  type MicrophoneFailureReason,
  type MicrophonePermission,
  type OptionalStage,
  STAGE_REQUIREMENTS,
  STAGES,
  type StartErrorEvent,
  stageErrorType,
} from '@clinic/web-call';

/** What went wrong with a demo call, in the terms a visitor can act on. */
export const DEMO_FAILURES = [
  'microphone-blocked',
  'microphone-blocked-by-system',
  'microphone-dismissed',
  'no-microphone',
  'microphone-in-use',
  'microphone-unsupported',
  'platform-unreachable',
  'platform-refused',
  'no-answer',
  'join-failed',
  'call-dropped',
] as const;

/** One visitor-facing demo failure. */
export type DemoFailure = (typeof DEMO_FAILURES)[number];

/** Failures after which the demo offers to start again at once (nothing for the visitor to fix first). */
export const RETRYABLE_FAILURES: ReadonlySet<DemoFailure> = new Set(['no-answer']);

/** Anything the demo may have to explain: web-call's `error` or `call-start-failed` payload. */
export type DemoFailureSource =
  | StartErrorEvent
  | MicrophoneErrorEvent
  // Daily's errors outside the start carry no stage; naming it keeps `source.stage` readable on every source.
  | (CallErrorEvent & { readonly stage?: undefined })
  | CallStartFailedEvent;

/** What the visitor reads for each reason web-call gives for a microphone it could not have. */
const FAILURE_OF_MICROPHONE_REASON = {
  denied: 'microphone-blocked',
  'not-found': 'no-microphone',
  'in-use': 'microphone-in-use',
  unsupported: 'microphone-unsupported',
} as const satisfies Record<MicrophoneFailureReason, DemoFailure>;

// Daily's own refusals at the join, where web-call gives no reason (an app-given device id, older Chromium names).
const MICROPHONE_ERROR_REASON: Readonly<Record<string, MicrophoneFailureReason>> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'not-found',
  DevicesNotFoundError: 'not-found',
  OverconstrainedError: 'not-found',
  NotReadableError: 'in-use',
  AbortError: 'in-use',
  NotSupportedError: 'unsupported',
};

const microphoneFailure = (error: Error): DemoFailure | undefined => {
  const reason = MICROPHONE_ERROR_REASON[error.name];
  return reason && FAILURE_OF_MICROPHONE_REASON[reason];
};

// web-call's own time limits (POST /call/web, the join) fail with a TimeoutError: the line took the call and
// never answered.
const timedOut = (error: Error): boolean => error.name === 'TimeoutError';

const hasHttpStatus = (error: Error): boolean => typeof (error as { status?: unknown }).status === 'number';

/** The error types of optional stages: after them the call goes on, so the visitor is told nothing. */
type OptionalStageErrorType = `${OptionalStage}-error`;

// Read from web-call, so a stage it makes optional stops being shown as a failed call.
const OPTIONAL_STAGE_ERROR_TYPES: ReadonlySet<ErrorType> = new Set(
  STAGES.filter((stage) => STAGE_REQUIREMENTS[stage] === 'optional').map(stageErrorType),
);

const couldNotJoin = (error: Error): DemoFailure =>
  microphoneFailure(error) ?? (timedOut(error) ? 'no-answer' : 'join-failed');

/**
 * What every other error type means to the visitor. Typed over web-call's `ErrorType`: a type it adds is a
 * compile error here until it is given a meaning.
 */
const FAILURE_OF_TYPE = {
  // The demo's own target is missing: nothing the visitor can fix, the call just did not connect.
  'validation-error': () => 'join-failed',
  'call-start-failed': couldNotJoin,
  'daily-call-object-creation-error': couldNotJoin,
  'daily-call-join-error': couldNotJoin,
  // POST /call/web: a status means the platform answered and said no (bad key, unknown assistant, quota); a
  // TypeError that it could not be reached (DNS, offline, CORS); our time limit that it never answered.
  'start-method-error': (error) => {
    if (hasHttpStatus(error)) return 'platform-refused';
    if (timedOut(error)) return 'no-answer';
    return error.name === 'TypeError' ? 'platform-unreachable' : 'platform-refused';
  },
  'daily-error': () => 'call-dropped',
} as const satisfies Record<
  Exclude<ErrorType, OptionalStageErrorType | MicrophoneErrorEvent['type']>,
  (error: Error) => DemoFailure
>;

const isFailureType = (type: ErrorType): type is keyof typeof FAILURE_OF_TYPE =>
  !OPTIONAL_STAGE_ERROR_TYPES.has(type) && type in FAILURE_OF_TYPE;

/**
 * Turns a web-call failure into the message the visitor sees, or undefined when there is nothing to show (the
 * visitor stopped the start, or an optional stage failed and the call goes on). A start that failed without being
 * stopped (`call-start-failed`, not aborted) always has a message: at an optional stage, only the platform ending
 * the call fails it.
 */
export function toDemoFailure(source: DemoFailureSource): DemoFailure | undefined {
  if ('aborted' in source && source.aborted) return undefined;
  if ('reason' in source) return FAILURE_OF_MICROPHONE_REASON[source.reason];
  if (source.stage && STAGE_REQUIREMENTS[source.stage] === 'optional')
    return 'type' in source ? undefined : 'join-failed';
  // call-start-failed names the stage; its error type is the one that stage reports.
  const type = 'type' in source ? source.type : stageErrorType(source.stage);
  if (type === 'microphone-error') return microphoneFailure(source.error) ?? 'no-microphone';
  if (!isFailureType(type)) return undefined;
  const explain: (error: Error) => DemoFailure = FAILURE_OF_TYPE[type];
  return explain(source.error);
}

/**
 * A microphone the browser refused, told by what the browser says of the site's permission once it has refused:
 * still `prompt` means the visitor dismissed the question, `granted` that the operating system keeps the browser
 * from the microphone, `denied` (or no answer) that the site's own setting blocks it.
 */
export const BLOCKED_MICROPHONE_FAILURE = {
  denied: 'microphone-blocked',
  unknown: 'microphone-blocked',
  granted: 'microphone-blocked-by-system',
  prompt: 'microphone-dismissed',
} as const satisfies Record<MicrophonePermission, DemoFailure>;

/**
 * Whether the platform's `endedReason` (`status-update`) says the call ended on a fault: the platform names those
 * `pipeline-error-…`, `call.in-progress.error-…`, `call.start.error-…`, `…-failed-…` (see the api-client's `Call`).
 */
export const isFailedEnd = (endedReason: string | undefined): boolean =>
  endedReason !== undefined && /error|fail/.test(endedReason);

/** Logs a failure once for developers, with what web-call reported; visitors get `toDemoFailure`'s message. */
export function logDemoFailure(
  source: DemoFailureSource,
  failure: DemoFailure | undefined,
  logger: Pick<Console, 'error' | 'warn'> = console,
): void {
  const stage = 'stage' in source ? source.stage : undefined;
  const where = 'type' in source ? `${source.type}${stage ? ` at ${stage}` : ''}` : stage;
  if (failure) logger.error(`Live demo call failed (${failure}; ${where}):`, source.error);
  else logger.warn(`Live demo call: ${where} (the call goes on):`, source.error);
}

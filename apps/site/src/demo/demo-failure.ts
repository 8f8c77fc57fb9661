import {
  type CallErrorEvent,
  type CallStartFailedEvent,
  type ErrorType,
  type OptionalStage,
  STAGE_REQUIREMENTS,
  STAGES,
  type StartErrorEvent,
  stageErrorType,
} from '@clinic/web-call';

/** What went wrong with a demo call, in the terms a visitor can act on. */
export const DEMO_FAILURES = [
  'microphone-blocked',
  'no-microphone',
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

/** A failure of the microphone check the demo runs before it starts the call (outside web-call). */
export interface MicrophoneCheckFailure {
  readonly stage: 'microphone-check';
  readonly error: Error;
}

/** Anything the demo may have to explain: web-call's `error` or `call-start-failed` payload, or the mic check. */
export type DemoFailureSource =
  | StartErrorEvent
  // Daily's errors outside the start carry no stage; naming it keeps `source.stage` readable on every source.
  | (CallErrorEvent & { readonly stage?: undefined })
  | CallStartFailedEvent
  | MicrophoneCheckFailure;

// getUserMedia's rejections (and the names older Chromium builds used), whoever asked for the microphone.
const MICROPHONE_BLOCKED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const MICROPHONE_MISSING = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'NotReadableError',
  'NotSupportedError',
]);

const microphoneFailure = (error: Error): DemoFailure | undefined => {
  if (MICROPHONE_BLOCKED.has(error.name)) return 'microphone-blocked';
  if (MICROPHONE_MISSING.has(error.name)) return 'no-microphone';
  return undefined;
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
  // Daily's camera-error details: `permissions` is a refusal; the rest (missing, in use, …) a mic we cannot use.
  'microphone-error': (error) =>
    (error.cause as { type?: string } | undefined)?.type === 'permissions'
      ? 'microphone-blocked'
      : 'no-microphone',
} as const satisfies Record<Exclude<ErrorType, OptionalStageErrorType>, (error: Error) => DemoFailure>;

const isFailureType = (type: ErrorType): type is keyof typeof FAILURE_OF_TYPE =>
  !OPTIONAL_STAGE_ERROR_TYPES.has(type) && type in FAILURE_OF_TYPE;

/**
 * Turns a web-call failure into the message the visitor sees, or undefined when there is nothing to show (the
 * visitor stopped the start, or an optional stage failed and the call goes on).
 */
export function toDemoFailure(source: DemoFailureSource): DemoFailure | undefined {
  if ('aborted' in source && source.aborted) return undefined;
  if (source.stage === 'microphone-check') return microphoneFailure(source.error) ?? 'join-failed';
  if (source.stage && STAGE_REQUIREMENTS[source.stage] === 'optional') return undefined;
  // call-start-failed names the stage; its error type is the one that stage reports.
  const type = 'type' in source ? source.type : stageErrorType(source.stage);
  if (!isFailureType(type)) return undefined;
  const explain: (error: Error) => DemoFailure = FAILURE_OF_TYPE[type];
  return explain(source.error);
}

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

import type { CallStartFailedEvent, WebCallErrorEvent } from '@clinic/web-call';

/** What went wrong with a demo call, in the terms a visitor can act on. */
export const DEMO_FAILURES = [
  'microphone-blocked',
  'no-microphone',
  'platform-unreachable',
  'platform-refused',
  'join-failed',
  'call-dropped',
] as const;

/** One visitor-facing demo failure. */
export type DemoFailure = (typeof DEMO_FAILURES)[number];

/** A failure of the microphone check the demo runs before it starts the call (outside web-call). */
export interface MicrophoneCheckFailure {
  readonly stage: 'microphone-check';
  readonly error: Error;
}

/** Anything the demo may have to explain: web-call's `error` or `call-start-failed` payload, or the mic check. */
export type DemoFailureSource = WebCallErrorEvent | CallStartFailedEvent | MicrophoneCheckFailure;

// getUserMedia's rejections (and the names older Chromium builds used), whoever asked for the microphone.
const MICROPHONE_BLOCKED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const MICROPHONE_MISSING = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'NotReadableError',
  'NotSupportedError',
]);

// Stages whose failure leaves the call running (web-call reports them and goes on): nothing to tell the visitor.
const NON_FATAL_TYPES = new Set<string>([
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
]);

const hasHttpStatus = (error: Error): boolean => typeof (error as { status?: unknown }).status === 'number';

// fetch rejects with a TypeError when the host cannot be reached (DNS, offline, CORS) and a TimeoutError on timeout.
const isNetworkFailure = (error: Error): boolean =>
  error.name === 'TypeError' || error.name === 'TimeoutError';

/**
 * Turns a web-call failure into the message the visitor sees, or undefined when there is nothing to show (the
 * visitor stopped the start, or an optional stage failed and the call goes on).
 */
export function toDemoFailure(source: DemoFailureSource): DemoFailure | undefined {
  if ('aborted' in source && source.aborted) return undefined;
  if ('type' in source && NON_FATAL_TYPES.has(source.type)) return undefined;
  const { error } = source;
  if ('type' in source && source.type === 'microphone-error') {
    // Daily's camera-error details: `permissions` is a refusal; the rest (missing, in use, …) a mic we cannot use.
    return (error.cause as { type?: string } | undefined)?.type === 'permissions'
      ? 'microphone-blocked'
      : 'no-microphone';
  }
  if (MICROPHONE_BLOCKED.has(error.name)) return 'microphone-blocked';
  if (MICROPHONE_MISSING.has(error.name)) return 'no-microphone';
  if ('type' in source && source.type === 'daily-error') return 'call-dropped';
  if (
    ('stage' in source && source.stage === 'web-call-creation') ||
    ('type' in source && source.type === 'start-method-error')
  ) {
    // A status means the platform answered and said no (bad key, unknown assistant, quota); none, it never answered.
    if (hasHttpStatus(error)) return 'platform-refused';
    return isNetworkFailure(error) ? 'platform-unreachable' : 'platform-refused';
  }
  return 'join-failed';
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

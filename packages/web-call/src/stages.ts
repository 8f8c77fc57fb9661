import { type Clock, timestamp } from './clock';
import { raceAbort, toError } from './errors';
import type { CallStartProgressEvent, Stage, StageStatus, StartErrorEvent, StartErrorType } from './events';

/** Stages whose `error` type is not simply `<stage>-error`. */
const IRREGULAR_ERROR_TYPES = {
  'input-validation': 'validation-error',
  initialization: 'call-start-failed',
  // A failed POST /call/web has no type of its own in the contract; the platform's SDK reports it this way.
  'web-call-creation': 'start-method-error',
  'mobile-permissions': 'call-start-failed',
} as const satisfies Partial<Record<Stage, StartErrorType>>;

type IrregularStage = keyof typeof IRREGULAR_ERROR_TYPES;

/** The `error` type a stage reports when it fails. */
export const stageErrorType = (stage: Stage): StartErrorType =>
  // The compiler checks that `<stage>-error` is a StartErrorType for every other stage.
  IRREGULAR_ERROR_TYPES[stage as IrregularStage] ?? `${stage as Exclude<Stage, IrregularStage>}-error`;

/** What a stage needs from the flow running it. */
export interface StageContext {
  readonly clock: Clock;
  /** Aborts the stage's work (stop(), the start's signal, or a failed sibling stage). */
  readonly signal: AbortSignal;
  progress(event: CallStartProgressEvent): void;
  error(event: StartErrorEvent): void;
}

/** A required stage failed (or was aborted); the flow cleans up and reports `call-start-failed`. */
export class StageFailure extends Error {
  constructor(
    readonly stage: Stage,
    override readonly cause: Error,
    readonly aborted: boolean,
  ) {
    super(cause.message, { cause });
    this.name = 'StageFailure';
  }
}

interface StageOptions<T> {
  /** An optional stage reports `failed` and an `error`, and the flow goes on. */
  readonly optional?: boolean;
  /** Metadata for the `completed` event. */
  readonly metadata?: (result: T) => Record<string, unknown> | undefined;
}

/**
 * Runs one stage: `started`, then `completed` or `failed` with its duration. A required stage's failure is
 * rethrown as a `StageFailure` (its `error` event is the flow's to emit, after cleanup); an optional stage's
 * failure emits its `error` here and resolves `undefined`.
 */
export function runStage<T>(
  context: StageContext,
  stage: Stage,
  work: (signal: AbortSignal) => T | Promise<T>,
  options: StageOptions<T> & { readonly optional: true },
): Promise<T | undefined>;
export function runStage<T>(
  context: StageContext,
  stage: Stage,
  work: (signal: AbortSignal) => T | Promise<T>,
  options?: StageOptions<T> & { readonly optional?: false },
): Promise<T>;
export async function runStage<T>(
  context: StageContext,
  stage: Stage,
  work: (signal: AbortSignal) => T | Promise<T>,
  options: StageOptions<T> = {},
): Promise<T | undefined> {
  const { clock, signal } = context;
  const startedAt = clock.now();
  const report = (status: StageStatus, metadata?: Record<string, unknown>) =>
    context.progress({
      stage,
      status,
      ...(status !== 'started' && { duration: clock.now() - startedAt }),
      timestamp: timestamp(),
      ...(metadata && { metadata }),
    });
  report('started');
  try {
    const result = await raceAbort(
      Promise.resolve().then(() => work(signal)),
      signal,
    );
    report('completed', options.metadata?.(result));
    return result;
  } catch (thrown) {
    const error = toError(thrown);
    const aborted = signal.aborted;
    report('failed', { error: error.message, ...(aborted && { aborted }) });
    if (options.optional && !aborted) {
      context.error({ type: stageErrorType(stage), stage, error });
      return undefined;
    }
    throw new StageFailure(stage, error, aborted);
  }
}

import { type Clock, timestamp } from './clock';
import { raceAbort, toError } from './errors';
import {
  type CallStartProgressEvent,
  isOptionalStage,
  type OptionalStage,
  type Stage,
  type StageStatus,
  type StartErrorEvent,
  type StartErrorType,
} from './events';

/** Stages whose `error` type is not simply `<stage>-error`. */
const IRREGULAR_ERROR_TYPES = {
  'input-validation': 'validation-error',
  'microphone-permission': 'microphone-error',
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
  declare readonly stage: Stage;
  declare readonly cause: Error;
  declare readonly aborted: boolean;

  constructor(stage: Stage, cause: Error, aborted: boolean) {
    // Internal: the flow reports `cause`, never this error itself.
    super(cause.message, { cause });
    Object.assign(this, { stage, aborted });
  }
}

interface StageOptions<T> {
  /** Metadata for the `completed` event. */
  readonly metadata?: (result: T) => Record<string, unknown> | undefined;
}

/** What a stage's run resolves: an optional stage that failed resolves `undefined`. */
export type StageResult<S extends Stage, T> = S extends OptionalStage ? T | undefined : T;

/**
 * Runs one stage: `started`, then `completed` or `failed` with its duration. A required stage's failure is
 * rethrown as a `StageFailure` (its `error` event is the flow's to emit, after cleanup); an optional stage's
 * (`STAGE_REQUIREMENTS`) emits its `error` here and resolves `undefined`.
 */
export async function runStage<S extends Stage, T>(
  context: StageContext,
  stage: S,
  work: (signal: AbortSignal) => T | Promise<T>,
  options: StageOptions<T> = {},
): Promise<StageResult<S, T>> {
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
  let result: StageResult<S, T>;
  try {
    // async: a work that throws synchronously rejects like one that rejects.
    const value = await raceAbort((async () => work(signal))(), signal);
    report('completed', options.metadata?.(value));
    result = value as StageResult<S, T>;
  } catch (thrown) {
    const error = toError(thrown);
    const aborted = signal.aborted;
    report('failed', { error: error.message, ...(aborted && { aborted }) });
    if (!isOptionalStage(stage) || aborted) throw new StageFailure(stage, error, aborted);
    // Optional stages are never the microphone's, whose error carries a reason.
    context.error({ type: stageErrorType(stage) as StartErrorEvent['type'], stage, error });
    result = undefined as StageResult<S, T>;
  }
  // A listener of this stage's events may have stopped the start; after the last stage nothing else would notice.
  if (signal.aborted) throw new StageFailure(stage, toError(signal.reason), true);
  return result;
}

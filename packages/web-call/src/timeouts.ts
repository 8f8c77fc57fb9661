import type { Clock } from './clock';
import { forwardAbort, raceAbort, timeoutError } from './errors';

/** Time limits of a start, in milliseconds (`Infinity`: no limit). */
export interface Timeouts {
  /** How long `POST /call/web` may take to answer; default 15 000. */
  readonly webCall?: number;
  /** How long Daily's join may take; default 30 000. */
  readonly join?: number;
}

/** The limits `WebCall` applies unless told otherwise. */
export const DEFAULT_TIMEOUTS = { webCall: 15_000, join: 30_000 } as const satisfies Required<Timeouts>;

/** The `timeouts` option with its defaults filled in; a limit that is not a positive number throws a TypeError. */
export function resolveTimeouts(timeouts: Timeouts = {}): Required<Timeouts> {
  const resolved = { ...DEFAULT_TIMEOUTS, ...timeouts };
  for (const [name, ms] of Object.entries(resolved)) {
    if (typeof ms !== 'number' || !(ms > 0)) {
      throw new TypeError(`timeouts.${name} must be a positive number of milliseconds (or Infinity).`);
    }
  }
  return resolved;
}

/**
 * Runs `work` with a signal that aborts when `signal` does or after `ms`. Past the limit it rejects with a
 * `TimeoutError` saying that `what` did not finish in time (whatever the work then rejects with), and the timer
 * never outlives the work.
 */
export async function withTimeout<T>(
  clock: Clock,
  ms: number,
  signal: AbortSignal,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const unlink = forwardAbort(signal, controller);
  // A timer past 2^31 - 1 ms fires at once in browsers: no limit means no timer.
  const handle = Number.isFinite(ms)
    ? clock.setTimeout(() => controller.abort(timeoutError(`${what} did not finish within ${ms} ms.`)), ms)
    : undefined;
  try {
    return await raceAbort(work(controller.signal), controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    if (handle !== undefined) clock.clearTimeout(handle);
    unlink();
  }
}

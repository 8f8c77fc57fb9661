import { timerDelay } from '@clinic/api-client';
import type { Clock } from './clock';
import { forwardAbort, raceAbort, timeoutError } from './errors';

/**
 * Time limits of a start, in milliseconds. `0` means no limit, and so does anything above 2^31 − 1 ms (`Infinity`
 * included), as for `@clinic/api-client`'s `timeout`; a negative number throws a `TypeError` in `new WebCall()`.
 */
export interface Timeouts {
  /** How long `POST /call/web` may take, answer included; default 15 000. The only limit on that request. */
  readonly webCall?: number;
  /** How long Daily's join may take; default 30 000. */
  readonly join?: number;
}

/** The limits `WebCall` applies unless told otherwise. */
export const DEFAULT_TIMEOUTS = { webCall: 15_000, join: 30_000 } as const satisfies Required<Timeouts>;

/**
 * The `timeouts` option with its defaults filled in. Each limit is read as `@clinic/api-client` reads one
 * (`timerDelay`), so a limit it refuses (negative, `NaN`, not a number) throws its `TypeError` here, at creation.
 */
export function resolveTimeouts(timeouts: Timeouts = {}): Required<Timeouts> {
  const resolved = { ...DEFAULT_TIMEOUTS, ...timeouts };
  for (const [name, ms] of Object.entries(resolved)) timerDelay(`timeouts.${name}`, ms);
  return resolved;
}

/**
 * Runs `work` with a signal that aborts when `signal` does or after `ms`, read as `Timeouts` says (no limit, no
 * timer). Past the limit it rejects with a `TimeoutError` saying that `what` did not finish in time (whatever the
 * work then rejects with), and the timer never outlives the work.
 */
export async function withTimeout<T>(
  clock: Clock,
  ms: number,
  signal: AbortSignal,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const delay = timerDelay(what, ms);
  const controller = new AbortController();
  const unlink = forwardAbort(signal, controller);
  const handle =
    delay === undefined
      ? undefined
      : clock.setTimeout(
          () => controller.abort(timeoutError(`${what} did not finish within ${ms} ms.`)),
          delay,
        );
  try {
    return await raceAbort(work(controller.signal), controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    if (handle !== undefined) clock.clearTimeout(handle);
    unlink();
  }
}

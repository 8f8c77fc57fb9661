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

/** The timer of each limit: its delay in ms, or `undefined` for no limit. */
export interface TimeoutTimers {
  readonly webCall: number | undefined;
  readonly join: number | undefined;
}

/** The longest delay `setTimeout` honours: a timer set for longer fires at once. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

// The same reading of a limit as @clinic/api-client's `timeout`: 0, or more than a timer can wait, is no limit.
function timerDelay(option: string, ms: number): number | undefined {
  if (typeof ms !== 'number' || !(ms >= 0)) {
    throw new TypeError(`${option} must be 0 (no limit) or more milliseconds, not ${ms}.`);
  }
  return ms > 0 && ms <= MAX_TIMER_DELAY_MS ? ms : undefined;
}

/**
 * The timers of the `timeouts` option, defaults filled in, so a limit that is refused (negative, `NaN`, not a
 * number) throws its `TypeError` here, at creation.
 */
export function resolveTimeouts(timeouts: Timeouts = {}): TimeoutTimers {
  const { webCall, join } = { ...DEFAULT_TIMEOUTS, ...timeouts };
  return { webCall: timerDelay('timeouts.webCall', webCall), join: timerDelay('timeouts.join', join) };
}

/** A limit's timer that fires this much later than asked ran in a page that was frozen or asleep. */
const LATE_MS = 1000;
/** What such a late timer gives the work before it ends it. */
const GRACE_MS = 1000;

/**
 * Runs `work` with a signal that aborts when `signal` does or after `ms` (`undefined`: no limit, no timer). Past the
 * limit it rejects with a `TimeoutError` saying that `what` did not finish in time (whatever the work then rejects
 * with: the abort settles the race first), and the timer never outlives the work. A page frozen past the limit (a
 * phone's locked screen, a hidden tab) runs the overdue timer as it wakes, possibly ahead of an answer that came in
 * meanwhile (for `POST /call/web`, a call the platform has created): the work gets one more moment to finish.
 */
export async function withTimeout<T>(
  clock: Clock,
  ms: number | undefined,
  signal: AbortSignal,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const unlink = forwardAbort(signal, controller);
  let due = clock.now() + (ms ?? 0);
  const expire = () => {
    if (clock.now() - due > LATE_MS) {
      // Once: the grace's own timer is judged against its own time.
      due = Number.POSITIVE_INFINITY;
      handle = clock.setTimeout(expire, GRACE_MS);
      return;
    }
    controller.abort(timeoutError(`${what} did not finish within ${ms} ms.`));
  };
  let handle = ms === undefined ? undefined : clock.setTimeout(expire, ms);
  try {
    return await raceAbort(work(controller.signal), controller.signal);
  } finally {
    if (handle !== undefined) clock.clearTimeout(handle);
    unlink();
  }
}

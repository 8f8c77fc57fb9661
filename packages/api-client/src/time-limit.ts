/** The longest delay `setTimeout` honours: browsers and Node fire a timer set for longer at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * What a time limit in milliseconds means, for every limit of `@clinic/api-client` (`timeout`) and of
 * `@clinic/web-call` (`timeouts`): the delay of the timer that enforces it, or `undefined` for no limit. `0` is the
 * way to say "no limit"; anything longer than a timer can wait (above 2^31 − 1 ms, about 24.8 days, `Infinity`
 * included) means the same, since a timer set for it would fire at once. A negative number, `NaN` or a value that is
 * not a number throws a `TypeError` naming `option`.
 */
export function timerDelay(option: string, ms: number): number | undefined {
  if (typeof ms !== 'number' || !(ms >= 0)) {
    throw new TypeError(`${option} must be 0 (no limit) or more milliseconds, not ${ms}.`);
  }
  return ms > 0 && ms <= MAX_TIMER_DELAY_MS ? ms : undefined;
}

import { MAX_TIMER_DELAY_MS } from './options';

/** How idempotent requests are retried. */
export interface RetryOptions {
  /** Attempts after the first one (default 2); 0 or less switches retrying off. */
  retries?: number | undefined;
  /** Wait before the first retry, doubled for each next one (default 300 ms). */
  baseDelayMs?: number | undefined;
  /**
   * Longest wait (default 10 s; never more than 2^31 − 1 ms, the longest a timer can wait); a `Retry-After` asking
   * for more is answered instead of retried.
   */
  maxDelayMs?: number | undefined;
}

/** A retry policy with every field filled in. */
export type RetryPolicy = Record<keyof RetryOptions, number>;

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

type FetchRequest = (request: Request, signal?: AbortSignal) => Promise<Response>;

/** Methods that may be repeated without changing the outcome; POST and PATCH never are. */
export const RETRYABLE_METHODS = ['GET', 'PUT', 'DELETE'] as const;
/** Statuses that say "try again later" rather than "this request is wrong". */
export const RETRYABLE_STATUSES = [429, 502, 503, 504] as const;

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000 };

/**
 * Fills in the defaults, or `undefined` when retrying is switched off. A field left `undefined` takes its default,
 * as one left out does (a spread would have copied the `undefined` over it).
 */
export function resolveRetryPolicy(options: RetryOptions | false | undefined): RetryPolicy | undefined {
  if (options === false) return undefined;
  const {
    retries = DEFAULT_RETRY_POLICY.retries,
    baseDelayMs = DEFAULT_RETRY_POLICY.baseDelayMs,
    maxDelayMs = DEFAULT_RETRY_POLICY.maxDelayMs,
  } = options ?? {};
  // Every wait is a timer, and a timer set for longer than it can wait fires at once: a server asking for 30 days
  // would be asked again at once. Past this cap its answer is surfaced instead.
  const policy = { retries, baseDelayMs, maxDelayMs: Math.min(maxDelayMs, MAX_TIMER_DELAY_MS) };
  // As `retries` says: a count that is not a positive number (0, negative, NaN) means no retries.
  return policy.retries > 0 ? policy : undefined;
}

// RFC 9110 §5.6.7: the preferred IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must
// still accept. Checked before Date.parse, which reads far more (and reads asctime as local time).
const HTTP_DATE =
  /^(\w{3}, \d\d \w{3} \d{4}|\w+day, \d\d-\w{3}-\d\d) \d\d:\d\d:\d\d GMT$|^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/;

/**
 * Milliseconds the server asked us to wait, from `Retry-After` as delta-seconds (digits only) or an HTTP-date
 * (RFC 9110 §10.2.3); `undefined` when absent or malformed (`0x10`, `1e3`, `-4`, `1.5`, ` 5`), so that a value
 * `Number()` would stretch into something else is ignored rather than obeyed.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value && /^\d+$/.test(value)) return +value * 1000;
  const date =
    value && HTTP_DATE.test(value) ? Date.parse(value.endsWith('T') ? value : `${value} GMT`) : Number.NaN;
  // NaN (no such day) fails the comparison; a date in the past means "now".
  return date >= 0 ? Math.max(0, date - now) : undefined;
}

/** Exponential backoff: base, 2 × base, 4 × base… capped at `maxDelayMs`. */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
}

/**
 * The wait before the next attempt, or `undefined` to give up. Jittered, so clients turned away together do not
 * come back together: the backoff by up to half of it downwards, a `Retry-After` by up to `baseDelayMs` upwards
 * (never earlier than asked). Capped at `maxDelayMs`: a server asking for longer than that gets its answer
 * surfaced rather than a retry earlier than it asked for.
 */
export function retryDelay(
  response: Response,
  attempt: number,
  policy: RetryPolicy,
  now: number,
  random: () => number,
): number | undefined {
  const asked = parseRetryAfter(response.headers.get('Retry-After'), now);
  if (asked === undefined) return backoffDelay(attempt, policy) * (1 - random() / 2);
  return asked <= policy.maxDelayMs
    ? Math.min(policy.maxDelayMs, asked + random() * policy.baseDelayMs)
    : undefined;
}

/** A timer-based sleep that stops at once when the request is aborted, and leaves no listener behind. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

export interface RetryDependencies {
  sleep?: Sleep;
  /** A number in [0, 1) for the jitter; `Math.random` by default. */
  random?: () => number;
}

/** Wraps a fetch so idempotent requests answered 429/502/503/504 are sent again after a backoff. */
export function withRetry(
  send: FetchRequest,
  policy: RetryPolicy | undefined,
  { sleep = abortableSleep, random = Math.random }: RetryDependencies = {},
): FetchRequest {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const isLast =
        !policy ||
        attempt >= policy.retries ||
        !(RETRYABLE_METHODS as readonly string[]).includes(request.method);
      // A body can be read once: every attempt but the last sends a copy, keeping the original for later. The
      // original's signal goes along: Node's `clone()` ties the copy's signal to it through a weak reference only,
      // so after a garbage collection an abort would no longer reach the attempt in flight.
      const response = await send(isLast ? request : request.clone(), request.signal);
      const delay =
        isLast ||
        !(RETRYABLE_STATUSES as readonly number[]).includes(response.status) ||
        retryDelay(response, attempt, policy, Date.now(), random);
      if (typeof delay !== 'number') return response;
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}

/** How idempotent requests are retried. */
export interface RetryOptions {
  /** Attempts after the first one (default 2); 0 or less switches retrying off. */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 300 ms). */
  baseDelayMs?: number;
  /** Longest wait (default 10 s); a `Retry-After` asking for more is answered instead of retried. */
  maxDelayMs?: number;
}

/** A retry policy with every field filled in. */
export type RetryPolicy = Required<RetryOptions>;

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

type FetchRequest = (request: Request) => Promise<Response>;

/** Methods that may be repeated without changing the outcome; POST and PATCH never are. */
export const RETRYABLE_METHODS = ['GET', 'PUT', 'DELETE'] as const;
/** Statuses that say "try again later" rather than "this request is wrong". */
export const RETRYABLE_STATUSES = [429, 502, 503, 504] as const;

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, baseDelayMs: 300, maxDelayMs: 10_000 };

/** Fills in the defaults, or `undefined` when retrying is switched off. */
export function resolveRetryPolicy(options: RetryOptions | false | undefined): RetryPolicy | undefined {
  if (options === false) return undefined;
  const policy = { ...DEFAULT_RETRY_POLICY, ...options };
  // Kept small on purpose (every consumer bundle carries it): a retry count that is not a positive number
  // (0, negative, NaN) simply means no retries.
  return policy.retries > 0 ? policy : undefined;
}

/**
 * Milliseconds the server asked us to wait, from `Retry-After` as delta-seconds or an HTTP date
 * (RFC 9110 §10.2.3); `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value?.trim()) return undefined;
  const seconds = Number(value);
  if (!Number.isNaN(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  // NaN (unreadable) fails both comparisons; a date in the past means "now".
  return date >= now ? date - now : date < now ? 0 : undefined;
}

/** Exponential backoff: base, 2 × base, 4 × base… capped at `maxDelayMs`. */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
}

/**
 * The wait before the next attempt, or `undefined` to give up: a server asking for longer than `maxDelayMs`
 * gets its answer surfaced rather than a retry earlier than it asked for.
 */
export function retryDelay(response: Response, attempt: number, policy: RetryPolicy, now: number) {
  const asked = parseRetryAfter(response.headers.get('Retry-After'), now);
  return asked === undefined ? backoffDelay(attempt, policy) : asked <= policy.maxDelayMs ? asked : undefined;
}

/** A timer-based sleep that stops at once when the request is aborted. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    // An abort fires at most once; after the timer it finds the promise settled and changes nothing.
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export interface RetryDependencies {
  sleep?: Sleep;
}

/** Wraps a fetch so idempotent requests answered 429/502/503/504 are sent again after a backoff. */
export function withRetry(
  send: FetchRequest,
  policy: RetryPolicy | undefined,
  { sleep = abortableSleep }: RetryDependencies = {},
): FetchRequest {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const isLast =
        !policy ||
        attempt >= policy.retries ||
        !(RETRYABLE_METHODS as readonly string[]).includes(request.method);
      // A body can be read once: every attempt but the last sends a copy, keeping the original for later.
      const response = await send(isLast ? request : request.clone());
      const delay =
        isLast ||
        !(RETRYABLE_STATUSES as readonly number[]).includes(response.status) ||
        retryDelay(response, attempt, policy, Date.now());
      if (typeof delay !== 'number') return response;
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}

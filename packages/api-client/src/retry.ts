/** How idempotent requests are retried; `retries` counts the attempts after the first one. */
export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
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

const retryableMethods: ReadonlySet<string> = new Set(RETRYABLE_METHODS);
const retryableStatuses: ReadonlySet<number> = new Set(RETRYABLE_STATUSES);

/** Fills in the defaults, or `undefined` when retrying is switched off. */
export function resolveRetryPolicy(options: RetryOptions | false | undefined): RetryPolicy | undefined {
  if (options === false) return undefined;
  const policy = { ...DEFAULT_RETRY_POLICY, ...options };
  for (const [name, value] of Object.entries(policy)) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`retry.${name} must be a finite number >= 0, got ${String(value)}`);
    }
  }
  return policy.retries > 0 ? policy : undefined;
}

/**
 * Milliseconds the server asked us to wait, from `Retry-After` as delta-seconds or an HTTP date
 * (RFC 9110 §10.2.3); `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Every HTTP date form starts with a day name; this keeps Date.parse from reading "-4" as a year.
  const date = /^[A-Za-z]{3}/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
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
  const requested = parseRetryAfter(response.headers.get('Retry-After'), now);
  if (requested === undefined) return backoffDelay(attempt, policy);
  return requested <= policy.maxDelayMs ? requested : undefined;
}

/** A timer-based sleep that stops at once when the request is aborted. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
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
  now?: () => number;
}

/** Wraps a fetch so idempotent requests answered 429/502/503/504 are sent again after a backoff. */
export function withRetry(
  send: FetchRequest,
  policy: RetryPolicy | undefined,
  { sleep = abortableSleep, now = Date.now }: RetryDependencies = {},
): FetchRequest {
  if (!policy) return send;
  return async (request) => {
    if (!retryableMethods.has(request.method)) return send(request);
    for (let attempt = 0; ; attempt++) {
      const isLast = attempt >= policy.retries;
      // A body can be read once: every attempt but the last sends a copy, keeping the original for later.
      const response = await send(isLast ? request : request.clone());
      if (isLast || !retryableStatuses.has(response.status)) return response;
      const delay = retryDelay(response, attempt, policy, now());
      if (delay === undefined) return response;
      await response.body?.cancel();
      await sleep(delay, request.signal);
    }
  };
}

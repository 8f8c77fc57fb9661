import type { TokenSource } from './auth';

/** The platform's public API host, used when no `baseUrl` is given. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** The base every path is appended to: the default host, and never a trailing slash (paths start with one). */
export function baseUrlOf(baseUrl: string | undefined): string {
  return (baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
}

/** The longest delay `setTimeout` honours: browsers and Node fire a timer set for longer at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * What a time limit in milliseconds (`timeout`) means: the delay of the timer that enforces it, or `undefined` for
 * no limit. `0` is the way to say "no limit"; anything longer than a timer can wait (above 2^31 − 1 ms, about 24.8 days, `Infinity`
 * included) means the same, since a timer set for it would fire at once. A negative number, `NaN` or a value that is
 * not a number throws a `TypeError` naming `option`.
 */
export function timerDelay(option: string, ms: number): number | undefined {
  if (typeof ms !== 'number' || !(ms >= 0)) {
    throw new TypeError(`${option} must be 0 (no limit) or more milliseconds, not ${ms}.`);
  }
  return ms > 0 && ms <= MAX_TIMER_DELAY_MS ? ms : undefined;
}

/** The `timeout` of a request when none is given. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What both ways of calling the platform take: where, as whom, through which `fetch`, with which headers. */
export interface PlatformOptions {
  /** API base; defaults to `https://api.vapi.ai`. */
  baseUrl?: string | undefined;
  /** Bearer token, or a provider asked before every request. */
  token?: TokenSource | undefined;
  /** Replaces the global `fetch`; looked up at each request, never captured. */
  fetch?: typeof fetch | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /**
   * Milliseconds one attempt may take, answer body included (default 30 000). `0` means no limit, and so does
   * anything above 2^31 − 1 ms (`Infinity` included); a negative number is a `TypeError` when the client is created.
   */
  timeout?: number | undefined;
}

/**
 * Sends one request with the `fetch` of this moment, so an interceptor (msw, a test double) installed after
 * creation still applies. The whole answer is read within `timeout`: a server that sends its headers and then
 * stalls is as stuck as one that never answers. Past the limit the request is aborted and the attempt rejects
 * with a `TimeoutError`, the name `AbortSignal.timeout()` uses; the caller's own signal still aborts with its
 * reason (an `AbortError`).
 */
export function sendWith(
  options: PlatformOptions,
): (request: Request, signal?: AbortSignal) => Promise<Response> {
  // Read once, here: a negative limit is refused when the client is created, not at its first request.
  const delay = timerDelay('timeout', options.timeout ?? DEFAULT_TIMEOUT_MS);
  return (request, signal = request.signal) =>
    new Promise<Response>((resolve, reject) => {
      signal.throwIfAborted();
      const controller = new AbortController();
      // Rejected here as well as aborted: a `fetch` that ignores its signal is still bounded.
      const stop = (reason: unknown) => {
        controller.abort(reason);
        reject(reason);
      };
      const onAbort = () => stop(signal.reason);
      const timer =
        delay === undefined
          ? undefined
          : setTimeout(stop, delay, new DOMException(`No answer within ${delay} ms`, 'TimeoutError'));
      signal.addEventListener('abort', onAbort);
      (options.fetch ?? fetch)(new Request(request, { signal: controller.signal }))
        .then(async (response) => {
          const body = await response.blob();
          // A null body for an empty one: 204 and 304 answers must not be given any.
          return new Response(body.size ? body : null, response);
        })
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
        });
    });
}

import type { PlatformCaller } from './caller-types';
import { fillPath } from './fill-path';
import type { PlatformOptions } from './options';
import { PLATFORM_METHODS } from './paths';
import { createPlatformSender } from './sender';

// A body as it goes on the wire: a `FormData` as is, so that fetch writes the multipart content-type with its
// boundary (which is why a FormData request must get no content-type from us); anything else as JSON.
function encodeBody(body: unknown): FormData | string {
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** Options of `createPlatformCaller`: those of `createPlatformClient` without `retry`. */
export type PlatformCallerOptions = PlatformOptions;

/** The init of any operation, as the runtime sees it once the types have checked it. */
interface UntypedInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/** `?a=1&b=x%20y` like openapi-fetch's default (form, explode); unset filters are left out. */
function queryString(query: Record<string, unknown> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value != null)
    .map(([name, value]) => `${name}=${encodeURIComponent(`${value}`)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * Creates the light way to call the platform: the same options, auth, errors, time limit and typing as
 * `createPlatformClient`, without openapi-fetch and without retries, for bundles that make one or two calls.
 */
export function createPlatformCaller(options: PlatformCallerOptions = {}): PlatformCaller {
  const send = createPlatformSender(options);
  const methodOf =
    (method: string) =>
    // Async, so that a refused path value rejects like every other failure rather than throwing.
    async (path: string, { params = {}, body, signal, headers: extra }: UntypedInit = {}) => {
      const encoded = body === undefined ? undefined : encodeBody(body);
      // Lowest first, as openapi-fetch merges them: the JSON content-type, the caller's headers, this call's.
      const headers = new Headers(typeof encoded === 'string' ? { 'Content-Type': 'application/json' } : {});
      for (const [name, value] of Object.entries({ ...options.headers, ...extra })) headers.set(name, value);
      return send(path, fillPath(path, params.path) + queryString(params.query), {
        method,
        headers,
        body: encoded,
        signal,
      });
    };
  // The types check each call against the operation; the runtime is one function for every path.
  return Object.fromEntries(
    PLATFORM_METHODS.map((method) => [method, methodOf(method)]),
  ) as unknown as PlatformCaller;
}

import createClient from 'openapi-fetch';
import type { PlatformClient } from './client-types';
import { PlatformApiError, withPlatformErrors } from './errors';
import { createPlatformMiddleware } from './middleware';
import { DEFAULT_BASE_URL, type PlatformOptions, sendWith } from './options';
import { PLATFORM_METHODS, type PlatformPaths } from './paths';
import { type RetryDependencies, type RetryOptions, resolveRetryPolicy, withRetry } from './retry';

/** Options of `createPlatformClient`. */
export interface PlatformClientOptions extends PlatformOptions {
  /** Retry policy of GET, PUT and DELETE on 429/502/503/504; `false` switches retrying off. */
  retry?: RetryOptions | false | undefined;
}

export type { PlatformClient } from './client-types';

/** Creates a typed client of the platform API. */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  return createClientWith(options);
}

/** `createPlatformClient` with the sleep of the retry loop replaceable (tests). */
export function createClientWith(
  options: PlatformClientOptions,
  dependencies?: RetryDependencies,
): PlatformClient {
  const client = createClient<PlatformPaths, 'application/json'>({
    // openapi-fetch itself drops a trailing slash of the base, sends a FormData body as is without a
    // content-type and anything else as JSON: the rules `baseUrlOf` and `encodeBody` give the light caller, which
    // the caller tests prove request by request against the client.
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    headers: options.headers,
    // Retries see the raw answers; only the last one becomes a PlatformApiError.
    fetch: withPlatformErrors(withRetry(sendWith(options), resolveRetryPolicy(options.retry), dependencies)),
  });
  client.use(createPlatformMiddleware(options.token));
  // A non-2xx answer of the platform rejects in `fetch`, before openapi-fetch reads it. One that a middleware of the
  // app's makes (an answer of its own in onRequest, a recovery in onError, a swap in onResponse) would resolve as
  // openapi-fetch's `{ error }`: it rejects as well, so that a call that resolves has succeeded, as PlatformClient
  // types it. Such an answer was usually not fetched: without a URL of its own, the error names the operation's path.
  const methods = client as unknown as Record<
    (typeof PLATFORM_METHODS)[number],
    (path: string, ...init: unknown[]) => Promise<{ error?: unknown; response: Response }>
  >;
  for (const method of PLATFORM_METHODS) {
    const call = methods[method];
    methods[method] = async (path, ...init) => {
      const result = await call(path, ...init);
      const { error, response } = result;
      if (response.ok) return result;
      throw new PlatformApiError({
        status: response.status,
        // As a fetched answer's: undefined when empty (openapi-fetch reads an empty body as '').
        body: error === '' ? undefined : error,
        method,
        url: response.url || path,
      });
    };
  }
  // The same object: PlatformClient only narrows the init parameter of its methods and the answer, which TypeScript
  // cannot relate to openapi-fetch's generic signatures by itself.
  return client as unknown as PlatformClient;
}

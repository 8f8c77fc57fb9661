import createClient from 'openapi-fetch';
import type { PlatformClient } from './client-types';
import { withPlatformErrors } from './errors';
import { createPlatformMiddleware } from './middleware';
import { DEFAULT_BASE_URL, type PlatformOptions, sendWith } from './options';
import type { PlatformPaths } from './paths';
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
  // The same object: PlatformClient only narrows the init parameter of its methods, which TypeScript cannot relate
  // to openapi-fetch's generic signatures by itself.
  return client as unknown as PlatformClient;
}

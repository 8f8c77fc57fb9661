import createClient from 'openapi-fetch';
import { DEFAULT_BASE_URL } from './default-base-url';
import { withPlatformErrors } from './errors';
import type { PlatformClient } from './platform-client-types';
import { createPlatformMiddleware } from './platform-middleware';
import { type PlatformOptions, sendWith } from './platform-options';
import type { PlatformPaths } from './platform-paths';
import { type RetryDependencies, type RetryOptions, resolveRetryPolicy, withRetry } from './retry';

/** Options of `createPlatformClient`. */
export interface PlatformClientOptions extends PlatformOptions {
  /** Retry policy of GET, PUT and DELETE on 429/502/503/504; `false` switches retrying off. */
  retry?: RetryOptions | false;
}

export type { PlatformClient } from './platform-client-types';

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

import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './auth';
import { baseUrlOf } from './default-base-url';
import { encodeBody } from './encode-body';
import { errorMiddleware } from './errors';
import type { PlatformOptions } from './platform-options';
import { sendWith } from './platform-options';
import type { PlatformPaths } from './platform-paths';
import { type RetryDependencies, type RetryOptions, resolveRetryPolicy, withRetry } from './retry';

/** Options of `createPlatformClient`. */
export interface PlatformClientOptions extends PlatformOptions {
  /** Retry policy of GET, PUT and DELETE on 429/502/503/504; `false` switches retrying off. */
  retry?: RetryOptions | false;
}

/** The typed client: openapi-fetch's `GET`/`POST`/`PUT`/`PATCH`/`DELETE` over every platform path. */
export type PlatformClient = Client<PlatformPaths, 'application/json'>;

/** Creates a typed client of the platform API. */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  return createClientWith(options);
}

/** `createPlatformClient` with the clock and sleep of the retry loop replaceable (tests). */
export function createClientWith(
  options: PlatformClientOptions,
  dependencies?: RetryDependencies,
): PlatformClient {
  const client = createClient<PlatformPaths, 'application/json'>({
    baseUrl: baseUrlOf(options.baseUrl),
    headers: options.headers,
    // openapi-fetch leaves the content-type out for a FormData body itself; the encoding is the one the light
    // caller uses too.
    bodySerializer: encodeBody,
    fetch: withRetry(sendWith(options), resolveRetryPolicy(options.retry), dependencies),
  });
  client.use(createAuthMiddleware(options.token), errorMiddleware);
  return client;
}

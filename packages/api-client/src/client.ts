import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware, type TokenSource } from './auth';
import { DEFAULT_BASE_URL } from './default-base-url';
import { errorMiddleware } from './errors';
import type { PlatformPaths } from './platform-paths';
import { type RetryDependencies, type RetryOptions, resolveRetryPolicy, withRetry } from './retry';

/** Options of `createPlatformClient`. */
export interface PlatformClientOptions {
  /** API base; defaults to `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Bearer token, or a provider asked before every request. */
  token?: TokenSource;
  /** Replaces the global `fetch`; looked up at each request, never captured. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
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
  const policy = resolveRetryPolicy(options.retry);
  // Looked up per request, so an interceptor (msw, a test double) installed after creation still applies.
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const client = createClient<PlatformPaths, 'application/json'>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    headers: options.headers,
    fetch: withRetry(send, policy, dependencies),
  });
  client.use(createAuthMiddleware(options.token), errorMiddleware);
  return client;
}

import type { TokenSource } from './auth';

/** What both ways of calling the platform take: where, as whom, through which `fetch`, with which headers. */
export interface PlatformOptions {
  /** API base; defaults to `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Bearer token, or a provider asked before every request. */
  token?: TokenSource;
  /** Replaces the global `fetch`; looked up at each request, never captured. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** Sends one request with the `fetch` of this moment, so an interceptor (msw, a test double) installed after creation still applies. */
export function sendWith(options: PlatformOptions): (request: Request) => Promise<Response> {
  return (request) => (options.fetch ?? globalThis.fetch)(request);
}

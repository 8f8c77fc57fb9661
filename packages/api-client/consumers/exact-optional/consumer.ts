// An app compiled with `exactOptionalPropertyTypes`, passing on settings it may not have: every optional option the
// package reads as "unset" when it is `undefined` takes `undefined`. Compiled against the built declarations, as an
// app sees them (the package resolves itself through its `exports`).
import { createServer } from 'node:http';
import { createPlatformCaller, createPlatformClient } from '@clinic/api-client';
import {
  createNodeListener,
  createServerMessageHandler,
  signServerMessage,
  verifyServerMessage,
} from '@clinic/api-client/server';

declare const maybe: string | undefined;
declare const maybeNumber: number | undefined;
declare const maybeFetch: typeof fetch | undefined;
declare const maybeHeaders: Record<string, string> | undefined;
declare const request: Request;

export const platform = createPlatformClient({ token: 'key', baseUrl: maybe });
export const configured = createPlatformClient({
  fetch: maybeFetch,
  headers: maybeHeaders,
  timeout: maybeNumber,
  retry: undefined,
});
export const caller = createPlatformCaller({ token: maybe, baseUrl: maybe, timeout: maybeNumber });

const handle = createServerMessageHandler({
  auth: { type: 'none' },
  on: {},
  toleranceSeconds: maybeNumber,
  maxBodyBytes: maybeNumber,
  publicUrl: maybe,
  onError: undefined,
  deadlines: { 'tool-calls': maybeNumber },
});
// Node's request has `method?: string | undefined`: the listener must take it as it is.
export const server = createServer(createNodeListener(handle));
export const proxied = createNodeListener(handle, { trustForwardedHeaders: undefined });
export const verified = verifyServerMessage(request, { auth: { type: 'none' }, publicUrl: maybe });
export const signed = signServerMessage({ message: { type: 'hang' } }, { type: 'none' }, { url: maybe });

// `retry` is read with a spread over its defaults: an `undefined` count there would switch retrying off.
// @ts-expect-error an explicit undefined retry count
createPlatformClient({ retry: { retries: maybeNumber } });

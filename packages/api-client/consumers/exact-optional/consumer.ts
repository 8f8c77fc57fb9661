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
declare const maybeFlag: boolean | undefined;
declare const maybeSignal: AbortSignal | undefined;
declare const request: Request;

export const platform = createPlatformClient({ token: 'key', baseUrl: maybe });
export const configured = createPlatformClient({
  fetch: maybeFetch,
  headers: maybeHeaders,
  timeout: maybeNumber,
  retry: undefined,
});
// A retry field left undefined takes its default, as one left out does.
export const retrying = createPlatformClient({
  retry: { retries: maybeNumber, baseDelayMs: maybeNumber, maxDelayMs: maybeNumber },
});
export const caller = createPlatformCaller({ token: maybe, baseUrl: maybe, timeout: maybeNumber });
// A call's own options: its signal and headers, and openapi-fetch's (base URL, fetch, parser) for the full client.
export const listed = platform.GET('/assistant', {
  signal: maybeSignal,
  headers: maybeHeaders,
  baseUrl: maybe,
  fetch: maybeFetch,
});
export const called = caller.GET('/assistant', { signal: maybeSignal, headers: maybeHeaders });

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
// A plan's optional fields, each read with its default when undefined.
export const hmac = verifyServerMessage(request, {
  auth: {
    type: 'hmac',
    secretKey: 'key',
    algorithm: 'sha256',
    signatureHeader: maybe,
    timestampHeader: maybe,
    signaturePrefix: maybe,
    includeTimestamp: maybeFlag,
    payloadFormat: maybe,
    messageIdHeader: maybe,
    secretIsBase64: maybeFlag,
  },
});
export const bearer = signServerMessage(
  { message: { type: 'hang' } },
  {
    type: 'bearer',
    token: 'token',
    headerName: maybe,
    bearerPrefixEnabled: maybeFlag,
  },
);

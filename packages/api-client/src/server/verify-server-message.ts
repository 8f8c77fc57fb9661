import { signedUrl } from './hmac-signature';
import { readBody } from './read-body';
import { createRequestVerifier, type ServerAuth } from './server-auth';
import type { ListedServerMessage, UnlistedServerMessage } from './server-message-types';
import { ServerMessageVerificationError } from './server-message-verification-error';

/** Options of `verifyServerMessage`, shared by `createServerMessageHandler`. */
export interface ServerMessageVerificationOptions {
  /** How requests are authenticated; `{ type: 'none' }` must be written out to accept any request. */
  auth: ServerAuth;
  /** How far a sent timestamp may lie from now, in seconds (default 300). */
  toleranceSeconds?: number | undefined;
  /** The largest body accepted, in bytes (default 1 MiB). */
  maxBodyBytes?: number | undefined;
  /**
   * The endpoint's full public URL, as the platform's server URL names it: what a `{url}` in an HMAC payload
   * format stands for when a proxy in front of this server changes the URL requests arrive at.
   */
  publicUrl?: string | URL | undefined;
}

/**
 * The `message` of a verified server message, `{ type, … }`: one of a type the platform's document lists, typed by
 * it, or one of a type it does not list yet, which passes verification too. `isListedServerMessage` tells them apart.
 */
export type VerifiedServerMessage = ListedServerMessage | UnlistedServerMessage;

const DEFAULT_TOLERANCE_SECONDS = 300;
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** The message of a body, when it is a server message: JSON with an object `message` whose `type` is a string. */
function messageOf(body: Uint8Array): VerifiedServerMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object' || typeof (message as { type?: unknown }).type !== 'string') {
    return undefined;
  }
  return message as VerifiedServerMessage;
}

/**
 * Verifies requests with one set of options (the HMAC key is imported once): reads each body up to the limit,
 * authenticates it, then parses its message. Rejects with a `ServerMessageVerificationError`.
 */
export function createServerMessageVerifier(
  options: ServerMessageVerificationOptions,
): (request: Request) => Promise<VerifiedServerMessage> {
  const verify = createRequestVerifier(options.auth, options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const publicUrl = options.publicUrl === undefined ? undefined : signedUrl(options.publicUrl);
  return async (request) => {
    const body = await readBody(request, maxBodyBytes);
    const refusal = await verify(request, body, publicUrl ?? request.url);
    if (refusal) throw new ServerMessageVerificationError(...refusal);
    const message = messageOf(body);
    if (!message) throw new ServerMessageVerificationError('malformed');
    return message;
  };
}

/**
 * Reads, authenticates and parses one request from the platform; resolves its `message`, or rejects with a
 * `ServerMessageVerificationError` whose `reason` says what failed.
 */
export async function verifyServerMessage(
  request: Request,
  options: ServerMessageVerificationOptions,
): Promise<VerifiedServerMessage> {
  return createServerMessageVerifier(options)(request);
}

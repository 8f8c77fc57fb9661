import { toHex, utf8 } from './bytes';
import { createHmacSigner, hmacLayoutOf } from './hmac-signature';
import { bearerHeaderOf, LEGACY_SECRET_HEADER, type ServerAuth } from './server-auth';
import type { HmacAuthenticationPlan, ServerMessage } from './server-message-types';

/** Options of `signServerMessage`. */
export interface SignServerMessageOptions {
  /** The URL the request is sent to; needed when the payload format signs `{url}`. */
  url?: string | URL | undefined;
  /** When the message is signed (default now); sent in seconds since the epoch. */
  timestamp?: Date | undefined;
}

/**
 * What `signServerMessage` signs: a `ServerMessage` as the document types it (some of its variants leave `type`
 * optional), or any `{ message: { type, … } }` written inline, with whatever fields that type carries, such as a
 * type the document does not list yet. It is sent as given; only the JSON matters.
 */
export type SignableServerMessage =
  | ServerMessage
  | { readonly message: { readonly type: string; readonly [field: string]: unknown } };

/** A server message as the platform sends it: the body's text and every header that goes with it. */
export interface SignedServerMessage {
  body: string;
  headers: Record<string, string>;
}

// Unique per message, as a Svix-style id must be; getRandomValues works where randomUUID needs a secure context.
function newMessageId(): string {
  return `msg_${toHex(crypto.getRandomValues(new Uint8Array(12)))}`;
}

async function hmacHeaders(
  plan: HmacAuthenticationPlan,
  body: Uint8Array,
  options: SignServerMessageOptions,
): Promise<Record<string, string>> {
  const layout = hmacLayoutOf(plan);
  if (options.url === undefined && layout.format.includes('{url}')) {
    throw new TypeError('The payload format signs {url}: pass the URL the message is sent to as options.url');
  }
  const timestamp = String(Math.floor((options.timestamp ?? new Date()).getTime() / 1000));
  const messageId = newMessageId();
  const signature = await createHmacSigner(plan)({
    body,
    timestamp,
    method: 'POST',
    url: String(options.url ?? ''),
    messageId,
  });
  return {
    [layout.signatureHeader]: signature,
    [layout.timestampHeader]: timestamp,
    ...(layout.messageIdHeader ? { [layout.messageIdHeader]: messageId } : {}),
  };
}

/** The headers that authenticate a body under a plan. */
async function authHeaders(
  plan: ServerAuth,
  body: Uint8Array,
  options: SignServerMessageOptions,
): Promise<Record<string, string>> {
  switch (plan?.type) {
    case 'hmac':
      return hmacHeaders(plan, body, options);
    case 'bearer':
      return Object.fromEntries([bearerHeaderOf(plan)]);
    case 'x-vapi-secret':
      return { [LEGACY_SECRET_HEADER]: plan.secret };
    case 'none':
      return {};
    default:
      throw new TypeError(`There is no way to sign with a "${(plan as { type?: unknown })?.type}" plan.`);
  }
}

/**
 * What the platform sends for a server message under an authentication plan: the JSON body and its headers,
 * signed the way `verifyServerMessage` checks. For tests, mocks and relays that speak for the platform.
 */
export async function signServerMessage(
  serverMessage: SignableServerMessage,
  plan: ServerAuth,
  options: SignServerMessageOptions = {},
): Promise<SignedServerMessage> {
  const body = JSON.stringify(serverMessage);
  return {
    body,
    headers: { 'Content-Type': 'application/json', ...(await authHeaders(plan, utf8(body), options)) },
  };
}

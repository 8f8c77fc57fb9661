import { timingSafeEqual } from './bytes';
import { createHmacSigner, HMAC_DEFAULTS, payloadFormatOf } from './hmac-signature';
import type { BearerAuthenticationPlan, HmacAuthenticationPlan } from './server-message-types';

/**
 * How the platform authenticates its requests to the server URL: a credential's HMAC or bearer plan, the legacy
 * `X-Vapi-Secret` header, or, written out on purpose, nothing.
 */
export type ServerAuth =
  | HmacAuthenticationPlan
  | BearerAuthenticationPlan
  | { type: 'x-vapi-secret'; secret: string }
  | { type: 'none' };

/** Checks one request, given its body as received; resolves whether it comes from the platform. */
export type RequestVerifier = (request: Request, body: Uint8Array) => Promise<boolean>;

const LEGACY_SECRET_HEADER = 'x-vapi-secret';
const DEFAULT_BEARER_HEADER = 'authorization';
/** A timestamp this large is in milliseconds; in seconds it would lie past the year 5000. */
const MILLISECONDS_FROM = 1e11;

/** When a timestamp header's value was signed, in ms; undefined when it is not a plain number. */
function timestampMs(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return number >= MILLISECONDS_FROM ? number : number * 1000;
}

function createHmacVerifier(plan: HmacAuthenticationPlan, toleranceMs: number): RequestVerifier {
  const sign = createHmacSigner(plan);
  const signatureHeader = plan.signatureHeader ?? HMAC_DEFAULTS.signatureHeader;
  const timestampHeader = plan.timestampHeader ?? HMAC_DEFAULTS.timestampHeader;
  const signsTimestamp = payloadFormatOf(plan).includes('{timestamp}');
  const signsMessageId = payloadFormatOf(plan).includes('{svix-id}');
  return async (request, body) => {
    const signature = request.headers.get(signatureHeader);
    const timestamp = request.headers.get(timestampHeader);
    const messageId = plan.messageIdHeader ? request.headers.get(plan.messageIdHeader) : null;
    if (signature === null) return false;
    if (signsTimestamp && timestamp === null) return false;
    if (signsMessageId && messageId === null) return false;
    // Any timestamp sent is held to the window, signed or not: a replay is refused either way.
    if (timestamp !== null) {
      const signedAt = timestampMs(timestamp);
      if (signedAt === undefined || Math.abs(Date.now() - signedAt) > toleranceMs) return false;
    }
    const expected = await sign({
      body,
      timestamp: timestamp ?? '',
      method: request.method,
      url: request.url,
      messageId: messageId ?? '',
    });
    return timingSafeEqual(expected, signature);
  };
}

function headerEquals(name: string, expected: string): RequestVerifier {
  return async (request) => {
    const value = request.headers.get(name);
    return value !== null && timingSafeEqual(expected, value);
  };
}

/** The verifier of a plan; throws a TypeError for a plan that cannot verify anything. */
export function createRequestVerifier(auth: ServerAuth, toleranceSeconds: number): RequestVerifier {
  switch (auth?.type) {
    case 'hmac':
      if (!auth.secretKey) throw new TypeError('auth.secretKey must not be empty');
      return createHmacVerifier(auth, toleranceSeconds * 1000);
    case 'bearer':
      if (!auth.token) throw new TypeError('auth.token must not be empty');
      return headerEquals(
        auth.headerName ?? DEFAULT_BEARER_HEADER,
        auth.bearerPrefixEnabled === false ? auth.token : `Bearer ${auth.token}`,
      );
    case 'x-vapi-secret':
      if (!auth.secret) throw new TypeError('auth.secret must not be empty');
      return headerEquals(LEGACY_SECRET_HEADER, auth.secret);
    case 'none':
      return async () => true;
    default:
      throw new TypeError(
        'auth is required: an HMAC or bearer plan, { type: "x-vapi-secret", secret }, or { type: "none" }',
      );
  }
}

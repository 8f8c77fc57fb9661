import type { UndefinedAsUnset } from '../undefined-as-unset';
import { timingSafeEqual } from './bytes';
import { createHmacSigner, hmacLayoutOf, signedUrl } from './hmac-signature';
import type { BearerAuthenticationPlan, HmacAuthenticationPlan } from './server-message-types';
import type { ServerMessageVerificationReason } from './server-message-verification-error';

/**
 * How the platform authenticates its requests to the server URL: a credential's HMAC or bearer plan, the legacy
 * `X-Vapi-Secret` header, or, written out on purpose, nothing. A plan's optional fields take `undefined` for
 * their default.
 */
export type ServerAuth =
  | UndefinedAsUnset<HmacAuthenticationPlan>
  | UndefinedAsUnset<BearerAuthenticationPlan>
  | { type: 'x-vapi-secret'; secret: string }
  | { type: 'none' };

/** What failed and what the check saw, for the server's logs; undefined when the request is the platform's. */
export type Refusal = [reason: ServerMessageVerificationReason, seen?: string] | undefined;

/**
 * Checks one request, given its body's bytes and the URL a `{url}` stands for; resolves why it is refused, or
 * undefined when it is accepted.
 */
export type RequestVerifier = (request: Request, body: Uint8Array, url: string) => Promise<Refusal>;

/** The header of the legacy shared secret. */
export const LEGACY_SECRET_HEADER = 'x-vapi-secret';

/** The header and value a bearer plan sends. */
export function bearerHeaderOf(plan: BearerAuthenticationPlan): [name: string, value: string] {
  return [
    plan.headerName ?? 'Authorization',
    plan.bearerPrefixEnabled === false ? plan.token : `Bearer ${plan.token}`,
  ];
}

/** A timestamp this large is in milliseconds; in seconds it would lie past the year 5000. */
const MILLISECONDS_FROM = 1e11;

/** When a timestamp header's value was signed, in ms; undefined when it is not a plain number. */
function timestampMs(value: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const number = Number(value);
  return number >= MILLISECONDS_FROM ? number : number * 1000;
}

function createHmacVerifier(plan: HmacAuthenticationPlan, toleranceMs: number): RequestVerifier {
  const { format, signatureHeader, timestampHeader, messageIdHeader } = hmacLayoutOf(plan);
  const sign = createHmacSigner(plan);
  return async ({ headers, method }, body, url) => {
    const signature = headers.get(signatureHeader);
    const timestamp = headers.get(timestampHeader);
    const messageId = messageIdHeader ? headers.get(messageIdHeader) : null;
    // A signed message id that is absent leaves the signature uncheckable, as if it were missing itself.
    if (signature === null || (format.includes('{svix-id}') && messageId === null)) {
      return ['missing-signature'];
    }
    if (timestamp === null && format.includes('{timestamp}')) return ['missing-timestamp'];
    // Any timestamp sent is held to the window, signed or not: a replay is refused either way.
    if (timestamp !== null) {
      const signedAt = timestampMs(timestamp);
      // A timestamp that is not a number (NaN) fails the test too.
      if (!(Math.abs(Date.now() - (signedAt ?? Number.NaN)) <= toleranceMs)) {
        return ['stale-timestamp'];
      }
    }
    const expected = await sign({
      body,
      timestamp: timestamp ?? '',
      method,
      url,
      messageId: messageId ?? '',
    });
    if (timingSafeEqual(expected, signature)) return undefined;
    // Behind a proxy the URL is the usual suspect, so the log shows the one signed.
    return ['signature-mismatch', format.includes('{url}') ? `{url} = ${signedUrl(url)}` : undefined];
  };
}

function headerEquals(name: string, expected: string): RequestVerifier {
  return async ({ headers }) => {
    const value = headers.get(name);
    return value !== null && timingSafeEqual(expected, value) ? undefined : ['bad-token'];
  };
}

/** The verifier of a plan; throws a TypeError for a plan that cannot verify anything. */
export function createRequestVerifier(auth: ServerAuth, toleranceSeconds: number): RequestVerifier {
  switch (auth?.type) {
    case 'hmac':
      return createHmacVerifier(auth, toleranceSeconds * 1000);
    case 'bearer':
      if (!auth.token) throw new TypeError('auth.token must not be empty');
      return headerEquals(...bearerHeaderOf(auth));
    case 'x-vapi-secret':
      if (!auth.secret) throw new TypeError('auth.secret must not be empty');
      return headerEquals(LEGACY_SECRET_HEADER, auth.secret);
    case 'none':
      return async () => undefined;
    default:
      throw new TypeError('auth is required; { type: "none" } accepts anyone');
  }
}

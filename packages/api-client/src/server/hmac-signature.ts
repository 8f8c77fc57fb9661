import { concatBytes, fromBase64, toBase64, toHex, utf8 } from './bytes';
import type { HmacAuthenticationPlan } from './server-message-types';

/** The defaults the platform documents for an HMAC plan's optional fields. */
const HMAC_DEFAULTS = {
  signatureHeader: 'x-signature',
  timestampHeader: 'x-timestamp',
  signaturePrefix: '',
  signatureEncoding: 'hex',
  payloadFormat: '{timestamp}.{body}',
} as const;

/** What the placeholders of a payload format stand for in one request. */
export interface SignedParts {
  body: Uint8Array;
  timestamp: string;
  method: string;
  /** The URL the request is sent to, as written or as received; it is normalised before it is signed. */
  url: string;
  messageId: string;
}

/** How a plan signs: its payload format in force and the headers it sends. */
export interface HmacLayout {
  format: string;
  signatureHeader: string;
  timestampHeader: string;
  /** The header of the message id; set whenever the format signs `{svix-id}`. */
  messageIdHeader: string | undefined;
}

/** The layout of a plan; throws a TypeError for a plan whose signature nobody could check. */
export function hmacLayoutOf(plan: HmacAuthenticationPlan): HmacLayout {
  if (!plan.secretKey) throw new TypeError('auth.secretKey must not be empty');
  // Without a timestamp the body alone is signed, unless the plan writes its own format.
  const format =
    plan.payloadFormat ?? (plan.includeTimestamp === false ? '{body}' : HMAC_DEFAULTS.payloadFormat);
  if (format.includes('{svix-id}') && !plan.messageIdHeader) {
    throw new TypeError('auth.messageIdHeader must name the header of the {svix-id} signed');
  }
  return {
    format,
    signatureHeader: plan.signatureHeader ?? HMAC_DEFAULTS.signatureHeader,
    timestampHeader: plan.timestampHeader ?? HMAC_DEFAULTS.timestampHeader,
    messageIdHeader: plan.messageIdHeader,
  };
}

/**
 * The one URL rule of both sides: a `{url}` stands for the URL the request is sent to, as `new URL(url).href`
 * spells it, so `https://Clinic.Example` and `https://clinic.example/` sign alike.
 */
export const signedUrl = (url: string | URL): string => new URL(url).href;

// The body goes in as its bytes, never decoded and re-encoded, so a signature over any body verifies.
function signedPayload(format: string, parts: SignedParts): Uint8Array<ArrayBuffer> {
  const text = (name: string): string => {
    if (name === 'timestamp') return parts.timestamp;
    if (name === 'method') return parts.method;
    if (name === 'url') return signedUrl(parts.url);
    return parts.messageId;
  };
  const pieces = format.split(/(\{(?:body|timestamp|method|url|svix-id)\})/);
  return concatBytes(
    pieces.map((piece, index) => {
      // split() puts the captured placeholders at the odd indexes, the literal text between them at the even.
      if (index % 2 === 0) return utf8(piece);
      return piece === '{body}' ? parts.body : utf8(text(piece.slice(1, -1)));
    }),
  );
}

/** Signs requests as the plan has the platform sign them; the key is imported once, on first use. */
export function createHmacSigner(plan: HmacAuthenticationPlan): (parts: SignedParts) => Promise<string> {
  let key: Promise<CryptoKey> | undefined;
  const { format } = hmacLayoutOf(plan);
  // Decoded now, so a secret that is not base64 fails when the handler is made rather than on a request.
  const secret = plan.secretIsBase64 ? fromBase64(plan.secretKey) : utf8(plan.secretKey);
  const base64 = (plan.signatureEncoding ?? HMAC_DEFAULTS.signatureEncoding) === 'base64';
  const prefix = plan.signaturePrefix ?? HMAC_DEFAULTS.signaturePrefix;
  return async (parts) => {
    key ??= crypto.subtle.importKey(
      'raw',
      secret, // sha1, sha256, sha512 are Web Crypto's SHA-1, SHA-256, SHA-512.
      { name: 'HMAC', hash: `SHA-${plan.algorithm.slice(3)}` },
      false,
      ['sign'],
    );
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, signedPayload(format, parts)));
    return `${prefix}${base64 ? toBase64(mac) : toHex(mac)}`;
  };
}

import { concatBytes, fromBase64, toBase64, toHex, utf8 } from './bytes';
import type { HmacAuthenticationPlan } from './server-message-types';

const HASHES = { sha256: 'SHA-256', sha512: 'SHA-512', sha1: 'SHA-1' } as const;

/** The defaults the platform documents for an HMAC plan's optional fields. */
export const HMAC_DEFAULTS = {
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
  url: string;
  messageId: string;
}

/** The payload format in force: the plan's own, else the body alone when the timestamp is left out. */
export function payloadFormatOf(plan: HmacAuthenticationPlan): string {
  return plan.payloadFormat ?? (plan.includeTimestamp === false ? '{body}' : HMAC_DEFAULTS.payloadFormat);
}

// The body goes in as its bytes, never decoded and re-encoded, so a signature over any body verifies.
function signedPayload(format: string, parts: SignedParts): Uint8Array<ArrayBuffer> {
  const text: Record<string, string> = {
    timestamp: parts.timestamp,
    method: parts.method,
    url: parts.url,
    'svix-id': parts.messageId,
  };
  const pieces = format.split(/(\{(?:body|timestamp|method|url|svix-id)\})/);
  return concatBytes(
    pieces.map((piece) => {
      const name = piece.slice(1, -1);
      if (piece === '{body}') return parts.body;
      return utf8(piece.startsWith('{') && name in text ? (text[name] as string) : piece);
    }),
  );
}

/** Signs requests as the plan has the platform sign them; the key is imported once, on first use. */
export function createHmacSigner(plan: HmacAuthenticationPlan): (parts: SignedParts) => Promise<string> {
  let key: Promise<CryptoKey> | undefined;
  const format = payloadFormatOf(plan);
  const base64 = (plan.signatureEncoding ?? HMAC_DEFAULTS.signatureEncoding) === 'base64';
  const prefix = plan.signaturePrefix ?? HMAC_DEFAULTS.signaturePrefix;
  return async (parts) => {
    key ??= crypto.subtle.importKey(
      'raw',
      plan.secretIsBase64 ? fromBase64(plan.secretKey) : utf8(plan.secretKey),
      { name: 'HMAC', hash: HASHES[plan.algorithm] },
      false,
      ['sign'],
    );
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, signedPayload(format, parts)));
    return `${prefix}${base64 ? toBase64(mac) : toHex(mac)}`;
  };
}

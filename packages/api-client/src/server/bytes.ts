const encoder = new TextEncoder();

/** The UTF-8 bytes of a string. */
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text);

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Decodes standard base64; throws a TypeError on anything else. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * Compares two strings in time that depends only on `expected`'s length, so that a caller probing signatures
 * learns nothing from how long a refusal takes.
 */
export function timingSafeEqual(expected: string, received: string): boolean {
  const a = utf8(expected);
  const b = utf8(received);
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

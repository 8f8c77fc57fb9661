/** A bearer token, or a function that yields one (sync or async), asked again before every request. */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

import { PUBLIC_OPERATIONS } from '../generated/operation-facts';

export { PUBLIC_OPERATIONS };

/** Whether the operation (upper-case method, as `Request.method` has it) is served without authentication. */
export function isPublicOperation(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method} ${schemaPath}`);
}

/**
 * Sets `Authorization: Bearer <token>` on the request, asking a provider now; removes it for a public
 * operation, which must carry none even when default headers have one.
 */
export async function authorize(
  { method, headers }: Request,
  schemaPath: string,
  token: TokenSource | undefined,
): Promise<void> {
  if (PUBLIC_OPERATIONS.has(`${method} ${schemaPath}`)) {
    headers.delete('Authorization');
    return;
  }
  const value = typeof token === 'function' ? await token() : token;
  if (value) headers.set('Authorization', `Bearer ${value}`);
}

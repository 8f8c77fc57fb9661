import type { Middleware } from 'openapi-fetch';

/** A bearer token, or a function that yields one (sync or async), asked again before every request. */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

/** Operations the platform serves without a bearer token, keyed `METHOD /path` as in the OpenAPI document. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['POST /credential/webhook']);

/** Whether the operation is served without authentication. */
export function isPublicOperation(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}

async function resolveToken(source: TokenSource | undefined): Promise<string | undefined> {
  return typeof source === 'function' ? await source() : source;
}

/** Sets `Authorization: Bearer <token>` on every request but the public ones, which must carry none. */
export function createAuthMiddleware(token: TokenSource | undefined): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (isPublicOperation(request.method, schemaPath)) {
        request.headers.delete('Authorization');
        return request;
      }
      const value = await resolveToken(token);
      if (value) request.headers.set('Authorization', `Bearer ${value}`);
      return request;
    },
  };
}

import type { Middleware } from 'openapi-fetch';
import { authorize, type TokenSource } from './auth';
import { parseSuccessBody } from './errors';
import { fillPath } from './fill-path';

/**
 * The full client's rules around openapi-fetch, as one middleware: path values checked before anything is
 * sent, the bearer token set (or removed for a public operation), and a 2xx body that should be JSON but is
 * not turned into a `PlatformResponseError` naming the operation rather than a bare `SyntaxError`.
 */
export function createPlatformMiddleware(token: TokenSource | undefined): Middleware {
  return {
    onRequest: ({ request, schemaPath, params }) => {
      // openapi-fetch fills the path itself; this only refuses the values it would let through.
      fillPath(schemaPath, params.path);
      // Headers are changed in place, so there is no new request to return.
      return authorize(request, schemaPath, token);
    },
    onResponse: async ({ request, response, schemaPath, options }) => {
      // The body is in memory already (see sendWith), so reading a clone costs no second download.
      if (options.parseAs === 'json') await parseSuccessBody(response.clone(), request, schemaPath);
    },
  };
}

import { authorize } from './auth';
import { parseSuccessBody, withPlatformErrors } from './errors';
import { baseUrlOf, type PlatformOptions, sendWith } from './options';

/**
 * Sends one request to the operation at `schemaPath` (as in the document, e.g. `/assistant/{id}`: it decides the
 * auth rule and names the operation in errors); `path` is what follows the base URL, values filled and query
 * included. Resolves the parsed 2xx body (`undefined` when empty) and the response.
 */
export type PlatformSender = (
  schemaPath: string,
  path: string,
  init: RequestInit,
) => Promise<{ data: unknown; response: Response }>;

/**
 * The light caller's transport (internal: apps call through `createPlatformCaller`): the base URL, the token (none
 * for the webhook), `timeout`, `PlatformApiError` for a non-2xx answer and `PlatformResponseError` for a 2xx one
 * that is not JSON. Path values and the query are the caller's part.
 */
export function createPlatformSender(options: PlatformOptions = {}): PlatformSender {
  const baseUrl = baseUrlOf(options.baseUrl);
  const send = withPlatformErrors(sendWith(options));
  return async (schemaPath, path, init) => {
    const request = new Request(baseUrl + path, init);
    await authorize(request, schemaPath, options.token);
    const response = await send(request);
    return { data: await parseSuccessBody(response, request, schemaPath), response };
  };
}

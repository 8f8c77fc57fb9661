/** What a `PlatformApiError` carries about the failed exchange. */
export interface PlatformApiErrorDetails {
  status: number;
  /** The response body: parsed when it is JSON, the raw text otherwise, `undefined` when empty. */
  body: unknown;
  method: string;
  url: string;
}

/** Rejection of every platform request answered with a non-2xx status. */
export class PlatformApiError extends Error implements PlatformApiErrorDetails {
  override readonly name = 'PlatformApiError';
  // The details are the error's fields, copied in one go (the constructor's parameter type asks for each of them).
  declare readonly status: number;
  declare readonly body: unknown;
  declare readonly method: string;
  declare readonly url: string;

  constructor(details: PlatformApiErrorDetails) {
    super(`${details.status} from ${details.method} ${details.url}${reasonOf(details.body)}`);
    Object.assign(this, details);
  }
}

// The platform answers errors as `{ message: string | string[], error, statusCode }`; a text body is shown as is.
function reasonOf(body: unknown): string {
  const text = [(body as { message?: unknown } | undefined)?.message ?? body]
    .flat()
    .filter((part) => typeof part === 'string')
    .join('; ');
  return text && `: ${text.slice(0, 300)}`;
}

/** What a `PlatformResponseError` carries: the operation as `METHOD /path`, and the answer it could not read. */
export interface PlatformResponseErrorDetails {
  operation: string;
  status: number;
  /** The body as text. */
  body: string;
  url: string;
}

/** Rejection of a 2xx answer whose body is not the JSON its operation promises (a proxy's HTML page, say). */
export class PlatformResponseError extends Error implements PlatformResponseErrorDetails {
  override readonly name = 'PlatformResponseError';
  // Copied in one go, as in PlatformApiError.
  declare readonly operation: string;
  declare readonly status: number;
  declare readonly body: string;
  declare readonly url: string;

  constructor(details: PlatformResponseErrorDetails) {
    super(`${details.operation} answered ${details.status} with a non-JSON body`);
    Object.assign(this, details);
  }
}

/**
 * Reads the 2xx answer of `request` to the operation at `schemaPath`: `undefined` when empty, a
 * `PlatformResponseError` naming the operation when it is not JSON.
 */
export async function parseSuccessBody(response: Response, request: Request, schemaPath: string) {
  const body = await response.text();
  try {
    return body ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    throw new PlatformResponseError({
      operation: `${request.method} ${schemaPath}`,
      status: response.status,
      body,
      url: request.url,
    });
  }
}

/**
 * Wraps a send so that a non-2xx answer rejects with `PlatformApiError`: the one place where HTTP failures become
 * rejections, for both clients. A network failure or an abort is a rejection of `send` already and passes through.
 */
export function withPlatformErrors(
  send: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await send(request);
    if (response.ok) return response;
    const text = await response.text();
    let body: unknown = text || undefined;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new PlatformApiError({ status: response.status, body, method: request.method, url: request.url });
  };
}

import type { Middleware } from 'openapi-fetch';

/** What a `PlatformApiError` carries about the failed exchange. */
export interface PlatformApiErrorDetails {
  status: number;
  body: unknown;
  method: string;
  url: string;
}

/** Rejection of every platform request answered with a non-2xx status. */
export class PlatformApiError extends Error {
  override readonly name = 'PlatformApiError';
  readonly status: number;
  /** The response body: parsed when it is JSON, the raw text otherwise, `undefined` when empty. */
  readonly body: unknown;
  readonly method: string;
  readonly url: string;

  constructor({ status, body, method, url }: PlatformApiErrorDetails) {
    super(describeFailure(status, body, method, url));
    this.status = status;
    this.body = body;
    this.method = method;
    this.url = url;
  }
}

function describeFailure(status: number, body: unknown, method: string, url: string): string {
  const reason = messageOf(body);
  return `${method} ${url} failed with status ${status}${reason ? `: ${reason}` : ''}`;
}

// The platform answers errors as `{ message: string | string[], error, statusCode }`; anything else is shown raw.
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 200) || undefined;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns a non-2xx response into a `PlatformApiError`. */
export async function toPlatformApiError(request: Request, response: Response): Promise<PlatformApiError> {
  return new PlatformApiError({
    status: response.status,
    body: await readBody(response),
    method: request.method,
    url: request.url,
  });
}

/** The one place where HTTP failures become rejections; network and abort errors never reach `onResponse`. */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await toPlatformApiError(request, response);
    return undefined;
  },
};

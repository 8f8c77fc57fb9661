import { getResponse, type RequestHandler } from 'msw';

export const BASE = 'https://platform.test';

export interface SendOptions {
  body?: unknown;
  /** `null` sends no Authorization header. */
  token?: string | null;
  query?: Record<string, string | number>;
}

/** Sends one request straight to the handlers through msw's `getResponse`, without any interception. */
export async function send(
  handlers: RequestHandler[],
  method: string,
  path: string,
  { body, token = 'test-key', query = {} }: SendOptions = {},
) {
  const url = new URL(`${BASE}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const headers = new Headers(token === null ? {} : { Authorization: `Bearer ${token}` });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (typeof body === 'string') payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }
  const response = await getResponse(handlers, new Request(url, { method, headers, body: payload }));
  if (!response) throw new Error(`no handler answered ${method} ${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: test-side reads of arbitrary JSON
  const json: any = await response.json();
  return { status: response.status, json };
}

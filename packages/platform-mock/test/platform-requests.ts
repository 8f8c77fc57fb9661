import type { PlatformMock } from '../src/msw/platform-mock';

export const BASE = 'https://platform.test';

export interface SendOptions {
  body?: unknown;
  /** `null` sends no Authorization header. */
  token?: string | null;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

/** Sends one request straight to the mock through its in-page `fetch`, without any interception. */
export async function send(
  platform: Pick<PlatformMock, 'fetch'>,
  method: string,
  path: string,
  { body, token = 'test-key', query = {}, headers: extra = {} }: SendOptions = {},
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
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const response = await platform.fetch(new Request(url, { method, headers, body: payload }));
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test-side reads of arbitrary JSON
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: response.status, json };
}

import { type components, createPlatformSender, type paths } from '@clinic/api-client';

/** Body of `POST /call/web`. */
export type CreateWebCallBody = paths['/call/web']['post']['requestBody']['content']['application/json'];

/** What `POST /call/web` answers: the call, with the room URL the browser joins. */
export type WebCallResponse = components['schemas']['WebCall'];

/** Creates the web call on the platform. */
export type CreateWebCall = (body: CreateWebCallBody, signal: AbortSignal) => Promise<WebCallResponse>;

/** Options that reach the platform client. */
export interface PlatformOptions {
  readonly publicKey: string;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

/** `POST /call/web` through `@clinic/api-client`, authorised by the public key. */
export function createWebCallCreator({ publicKey, baseUrl, fetch }: PlatformOptions): CreateWebCall {
  // The light caller's transport alone: one JSON POST needs neither openapi-fetch and retries (a POST is never
  // retried: it would create a second call) nor the caller's path and query handling, and every page that makes
  // a call carries this code. The platform's rules (token, time limit, typed errors) are the sender's.
  const send = createPlatformSender({ baseUrl, fetch, token: publicKey });
  return async (body, signal) => {
    const { data } = await send('/call/web', '/call/web', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const call = data as WebCallResponse | undefined;
    if (!call?.webCallUrl) throw new Error('The web call has no webCallUrl to join.');
    return call;
  };
}

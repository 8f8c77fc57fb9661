import { type components, createPlatformCaller, type paths } from '@clinic/api-client';

/** Body of `POST /call/web`. */
export type CreateWebCallBody = paths['/call/web']['post']['requestBody']['content']['application/json'];

/** What `POST /call/web` answers: the call, with the room URL the browser joins. */
export type WebCallResponse = components['schemas']['WebCall'];

/** Creates the web call on the platform. */
export type CreateWebCall = (body: CreateWebCallBody, signal: AbortSignal) => Promise<WebCallResponse>;

/** Options that reach the platform client. */
export interface PlatformOptions {
  readonly publicKey: string;
  readonly baseUrl?: string | undefined;
  readonly fetch?: typeof fetch | undefined;
}

/** `POST /call/web` through `@clinic/api-client`'s light caller, authorised by the public key. */
export function createWebCallCreator({ publicKey, baseUrl, fetch }: PlatformOptions): CreateWebCall {
  // The light caller, not the full client: a POST is never retried (a retry could create a second call), so
  // openapi-fetch and the retry loop would bring nothing. Its own time limit is off: the one limit on this request
  // is `timeouts.webCall`, on the WebCall's clock (see the web-call-creation stage).
  const platform = createPlatformCaller({ baseUrl, fetch, token: publicKey, timeout: 0 });
  return async (body, signal) => {
    const { data } = await platform.POST('/call/web', { body, signal });
    // Typed as the document promises; a platform (or proxy) answering 2xx without a room is still refused here.
    if (!data?.webCallUrl) throw new Error('The web call has no webCallUrl to join.');
    return data;
  };
}

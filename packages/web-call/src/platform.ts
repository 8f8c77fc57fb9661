import { type components, createPlatformCaller, type paths } from '@clinic/api-client';

/** Body of `POST /call/web`. */
export type CreateWebCallBody = paths['/call/web']['post']['requestBody']['content']['application/json'];

/** What `POST /call/web` answers: the call, with the room URL the browser joins. */
export type WebCallResponse = components['schemas']['Call'];

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
  // The light caller: one POST needs neither openapi-fetch nor retries (a POST is never retried: it would create
  // a second call), and every page that makes a call carries this code.
  const platform = createPlatformCaller({ baseUrl, fetch, token: publicKey });
  return async (body, signal) => {
    const { data } = await platform.POST('/call/web', { body, signal });
    if (!data?.webCallUrl) throw new Error('The web call has no webCallUrl to join.');
    return data;
  };
}

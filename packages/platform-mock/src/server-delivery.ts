import { type ServerAuth, signServerMessage } from '@clinic/api-client/server';
import type { Store } from './store';

/** The part of the platform's `Server` object the mock acts on. */
export interface ServerTarget {
  url?: string;
  credentialId?: string;
  headers?: Record<string, unknown>;
  /** The legacy shared secret, sent as `X-Vapi-Secret`. */
  secret?: string;
}

/** What a delivery brought back: the answer's status and body, or the reason there was none. */
export interface Delivery {
  status: number;
  body: unknown;
  error?: string;
}

function planOf(store: Store, credentialId: string): ServerAuth {
  const credential = store.get('credential', credentialId);
  const plan = credential?.authenticationPlan as ServerAuth | undefined;
  if (!plan)
    throw new TypeError(
      `server.credentialId ${credentialId} names no credential with an authenticationPlan.`,
    );
  return plan;
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** POSTs one server message to a server URL as the platform would, authenticated as its server says. */
export async function deliver(
  store: Store,
  server: ServerTarget & { url: string },
  message: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<Delivery> {
  const plan = server.credentialId ? planOf(store, server.credentialId) : { type: 'none' as const };
  const signed = await signServerMessage({ message: message as { type: string } }, plan, { url: server.url });
  const { body } = signed;
  const headers: Record<string, string> = { ...signed.headers };
  if (server.secret) headers['X-Vapi-Secret'] = server.secret;
  // The platform lets the server's own headers override the credential's (an Authorization among them).
  for (const [name, value] of Object.entries(server.headers ?? {})) headers[name] = String(value);
  try {
    const response = await fetchImpl(server.url, { method: 'POST', headers, body });
    return { status: response.status, body: await readAnswer(response) };
  } catch (error) {
    return { status: 0, body: undefined, error: error instanceof Error ? error.message : String(error) };
  }
}

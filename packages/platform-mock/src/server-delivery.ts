import type { BearerAuthenticationPlan, HmacAuthenticationPlan } from '@clinic/api-client/server';
import { createHmacSigner, HMAC_DEFAULTS } from './client-internals';
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

let deliveries = 0;

type Plan = HmacAuthenticationPlan | BearerAuthenticationPlan | { type: string };

function planOf(store: Store, credentialId: string): Plan {
  const credential = store.get('credential', credentialId);
  const plan = credential?.authenticationPlan as Plan | undefined;
  if (!plan)
    throw new TypeError(
      `server.credentialId ${credentialId} names no credential with an authenticationPlan.`,
    );
  return plan;
}

// The platform's signing, as the credential's plan describes it; the handler of ../server verifies the same.
async function authHeaders(plan: Plan, body: Uint8Array, url: string): Promise<Record<string, string>> {
  if (plan.type === 'bearer') {
    const bearer = plan as BearerAuthenticationPlan;
    return {
      [bearer.headerName ?? 'Authorization']:
        bearer.bearerPrefixEnabled === false ? bearer.token : `Bearer ${bearer.token}`,
    };
  }
  if (plan.type !== 'hmac') throw new TypeError(`The mock cannot sign with a "${plan.type}" plan.`);
  const hmac = plan as HmacAuthenticationPlan;
  const timestamp = String(Math.floor(Date.now() / 1000));
  // Unique per delivery; crypto.randomUUID would need a secure context in a browser page.
  const messageId = `msg_${Date.now().toString(36)}_${(++deliveries).toString(36)}`;
  const signature = await createHmacSigner(hmac)({ body, timestamp, method: 'POST', url, messageId });
  return {
    [hmac.signatureHeader ?? HMAC_DEFAULTS.signatureHeader]: signature,
    [hmac.timestampHeader ?? HMAC_DEFAULTS.timestampHeader]: timestamp,
    ...(hmac.messageIdHeader ? { [hmac.messageIdHeader]: messageId } : {}),
  };
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
  const body = new TextEncoder().encode(JSON.stringify({ message }));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (server.secret) headers['X-Vapi-Secret'] = server.secret;
  if (server.credentialId)
    Object.assign(headers, await authHeaders(planOf(store, server.credentialId), body, server.url));
  // The platform lets the server's own headers override the credential's (an Authorization among them).
  for (const [name, value] of Object.entries(server.headers ?? {})) headers[name] = String(value);
  try {
    const response = await fetchImpl(server.url, { method: 'POST', headers, body });
    return { status: response.status, body: await readAnswer(response) };
  } catch (error) {
    return { status: 0, body: undefined, error: error instanceof Error ? error.message : String(error) };
  }
}

import type { JsonObject, Responder, View } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';

/**
 * The fields the platform's document marks as never returned: keys, tokens, passwords and private keys of the
 * providers, also where they sit inside a plan (a bucket's secret access key, a SIP trunk's password).
 */
export const UNRETURNED_SECRET_FIELDS = [
  'apiKey',
  'apiSecret',
  'authToken',
  'authPassword',
  'awsAccessKeyId',
  'awsSecretAccessKey',
  'hmacSecret',
  'ocpApimSubscriptionKey',
  'openAIKey',
  'privateKey',
  'secretAccessKey',
  'vonageApplicationPrivateKey',
  'webhookUrl',
] as const;

const unreturned: ReadonlySet<string> = new Set(UNRETURNED_SECRET_FIELDS);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !unreturned.has(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

/** A secret as a credential answers it: enough of its end to tell two keys apart, never the key. */
export function maskSecret(secret: string): string {
  return secret.length > 12 ? `****${secret.slice(-4)}` : '****';
}

/**
 * A credential as answered: the mock keeps what was sent, since the platform uses the secrets, but no answer
 * (create, read, list, update, delete) carries them. The credential's own secret fields (`apiKey`…) are ones its
 * response schema requires, so they are answered masked; secrets inside plans are left out. Signing secrets the
 * platform does return (an HMAC plan's `secretKey`, a bearer plan's `token`) stay.
 */
export const credentialView: View = (_context, credential) => {
  const masked = Object.fromEntries(
    Object.entries(credential).flatMap(([key, field]) =>
      unreturned.has(key) && typeof field === 'string' ? [[key, maskSecret(field)]] : [],
    ),
  );
  return { ...(withoutSecrets(credential) as JsonObject), ...masked };
};

/** A short-lived session for connecting a provider account in the browser. */
export const respondCredentialSession: Responder = ({ store, session, body }) =>
  reply(
    201,
    store.create('credential-session', (id) => ({
      ...body,
      orgId: session.orgId,
      sessionToken: `mock-session-${id}`,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    })),
  );

/** Acknowledges a provider's webhook; the event is kept so it can be inspected. */
export const respondCredentialWebhook: Responder = ({ store, session, body }) => {
  const event = store.create('credential-webhook-event', { orgId: session.orgId, payload: body });
  return reply(201, { ...event, received: true });
};

/** Runs an action of a connected credential, immediately and successfully. */
export const respondCredentialTrigger: Responder = ({ store, session, body }) =>
  reply(
    201,
    store.create('credential-action', { ...body, orgId: session.orgId, status: 'completed', result: {} }),
  );

/** The credential rows of the operation table: what their operations do beyond their method and path. */
export const credentialOperations: Operations = {
  'POST /credential': { resource: 'credential', action: 'create', view: credentialView },
  'GET /credential': { resource: 'credential', action: 'list', view: credentialView },
  'GET /credential/{id}': { resource: 'credential', action: 'get', view: credentialView },
  'PATCH /credential/{id}': { resource: 'credential', action: 'update', view: credentialView },
  'DELETE /credential/{id}': { resource: 'credential', action: 'delete', view: credentialView },
  'POST /credential/session': { resource: 'credential', action: 'custom', respond: respondCredentialSession },
  'POST /credential/webhook': { resource: 'credential', action: 'custom', respond: respondCredentialWebhook },
  'POST /credential/trigger': { resource: 'credential', action: 'custom', respond: respondCredentialTrigger },
};

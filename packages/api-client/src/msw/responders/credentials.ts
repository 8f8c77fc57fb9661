import type { Responder } from '../action-context';
import { reply } from '../reply';

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

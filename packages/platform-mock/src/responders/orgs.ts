import type { JsonObject, Responder } from '../action-context';
import { problem, reply } from '../reply';
import type { Operations } from '../resources';
import type { Entity, Store } from '../store';

/** The collection of memberships; each one is a user of one org. */
export const ORG_USER_COLLECTION = 'org-user';

/** Creates an org with the signed-in user as its owner. */
export const respondCreateOrg: Responder = ({ store, session, body }) => {
  const org = store.create('org', (id) => ({ ...body, orgId: id }));
  store.create(ORG_USER_COLLECTION, {
    orgId: org.id,
    email: session.userEmail,
    role: 'admin',
    status: 'active',
  });
  return reply(201, org);
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Invites each of `emails` with `role` (default editor); people already in the org are not invited twice. An
 * empty list is what the schema allows, and invites no one.
 */
export const respondInviteOrgUsers: Responder = ({ store, target, body }) => {
  if (!target) return problem(404, 'Org not found.');
  if (!isStringList(body.emails)) return problem(400, 'emails must be a list of email addresses.');
  const role = typeof body.role === 'string' ? body.role : 'editor';
  const members = membersOf(store, target.id);
  const invited = body.emails
    .filter((email) => !members.some((member) => member.email === email))
    .map((email) => store.create(ORG_USER_COLLECTION, { orgId: target.id, email, role, status: 'invited' }));
  return reply(201, invited);
};

function membersOf(store: Store, orgId: string): Entity[] {
  return store.list(ORG_USER_COLLECTION).filter((member) => member.orgId === orgId);
}

/** Changes the role of the member named by `userId` (or `email`). */
export const respondUpdateUserRole: Responder = ({ store, target, body }) => {
  if (!target) return problem(404, 'Org not found.');
  if (typeof body.role !== 'string') return problem(400, 'role must be a string.');
  const member = membersOf(store, target.id).find(
    (candidate) => candidate.id === body.userId || candidate.email === body.email,
  );
  if (!member) return problem(404, 'No such member in this org.');
  return reply(200, store.update(ORG_USER_COLLECTION, member.id, { role: body.role }));
};

/** The signed-in user leaves the org. */
export const respondLeaveOrg: Responder = ({ store, target, session }) => {
  if (!target) return problem(404, 'Org not found.');
  const membership = membersOf(store, target.id).find((member) => member.email === session.userEmail);
  if (!membership) return problem(404, 'You are not a member of this org.');
  store.remove(ORG_USER_COLLECTION, membership.id);
  return reply(200, { ...membership, status: 'left' });
};

/** A short-lived token scoped to the org. */
export const respondOrgAuth: Responder = ({ store, target, session }) =>
  reply(
    200,
    store.create('org-auth', (id) => ({
      orgId: target?.id ?? session.orgId,
      accessToken: `mock-org-token-${id}`,
      aud: { orgId: target?.id ?? session.orgId, userEmail: session.userEmail },
      expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    })),
  );

/** Every flag is off in the mock, but for those switched on with `PATCH /org/{id}` `{ featureFlags: {...} }`. */
export const respondFeatureFlag: Responder = ({ store, query, session }) => {
  const flag = query.get('flag');
  if (!flag) return problem(400, 'flag is required.');
  const org = store.get('org', session.orgId);
  const flags = org?.featureFlags;
  const enabled = !!flags && typeof flags === 'object' && (flags as JsonObject)[flag] === true;
  return reply(200, {
    id: `${session.orgId}:${flag}`,
    orgId: session.orgId,
    createdAt: org?.createdAt ?? new Date(0).toISOString(),
    updatedAt: org?.updatedAt ?? new Date(0).toISOString(),
    flag,
    enabled,
  });
};

/** The organisation rows of the operation table: what their operations do beyond their method and path. */
export const orgOperations: Operations = {
  'POST /org': { resource: 'org', action: 'custom', respond: respondCreateOrg },
  'GET /org/feature-flag': { resource: 'org', action: 'custom', respond: respondFeatureFlag },
  'DELETE /org/{id}/leave': { resource: 'org', action: 'custom', respond: respondLeaveOrg },
  'DELETE /org/{id}/member/{memberId}/leave': { resource: 'org-user', action: 'delete' },
  'POST /org/{id}/invite': { resource: 'org', action: 'custom', respond: respondInviteOrgUsers },
  'PATCH /org/{id}/role': { resource: 'org', action: 'custom', respond: respondUpdateUserRole },
  'GET /org/{id}/auth': { resource: 'org', action: 'custom', respond: respondOrgAuth },
};

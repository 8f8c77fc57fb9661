import type { ActionContext, Cascade, JsonObject, Patch, Responder, Shape, View } from '../action-context';
import { MockProblem, reply } from '../reply';
import type { Operations } from '../resources';
import { paginate } from '../select-entities';
import { plainShape } from '../shapes';
import type { Entity, Store } from '../store';

/** The collection of campaign contacts: one per customer a campaign calls, in dial order. */
export const CAMPAIGN_CONTACT_COLLECTION = 'campaign-contact';

/** A contact's states, in the platform's declaration order, which is also its lifecycle. */
export const CONTACT_STATUSES = [
  'contact.pending',
  'contact.dispatched',
  'contact.completed',
  'contact.failed',
  'contact.skipped',
  'contact.predial-failed',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The keys of `contactCounters`, one per contact status. */
const COUNTER_KEYS: Readonly<Record<ContactStatus, string>> = {
  'contact.pending': 'pending',
  'contact.dispatched': 'dispatched',
  'contact.completed': 'completed',
  'contact.failed': 'failed',
  'contact.skipped': 'skipped',
  'contact.predial-failed': 'predialFailed',
};

/** Settings the platform lets change only while a campaign has not started. */
const SCHEDULED_ONLY_FIELDS = [
  'assistantId',
  'workflowId',
  'squadId',
  'phoneNumberId',
  'dialPlan',
  'schedulePlan',
] as const;

/** Fields of the full campaign that its v2 summary leaves out. */
const FULL_ONLY_FIELDS = [
  'customers',
  'dialPlan',
  'workflowId',
  'calls',
  'callsCounterScheduled',
  'callsCounterQueued',
  'callsCounterInProgress',
  'callsCounterEndedVoicemail',
  'callsCounterEnded',
] as const;

const objects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.filter((item): item is JsonObject => !!item && typeof item === 'object') : [];

/** Who a campaign calls and from which number: its customers, or each entry of its dial plan. */
function audienceOf(fields: JsonObject): Array<{ customer: JsonObject; phoneNumberId: unknown }> {
  const plan = objects(fields.dialPlan);
  if (plan.length) {
    return plan.flatMap((entry) =>
      objects(entry.customers).map((customer) => ({ customer, phoneNumberId: entry.phoneNumberId })),
    );
  }
  return objects(fields.customers).map((customer) => ({ customer, phoneNumberId: fields.phoneNumberId }));
}

function contactsOf(store: Store, campaignId: string): Entity[] {
  return store
    .list(CAMPAIGN_CONTACT_COLLECTION)
    .filter((contact) => contact.campaignId === campaignId)
    .sort((left, right) => Number(left.position) - Number(right.position));
}

function storeContacts(context: ActionContext, campaignId: string, fields: JsonObject): void {
  for (const [position, { customer, phoneNumberId }] of audienceOf(fields).entries()) {
    context.store.create(CAMPAIGN_CONTACT_COLLECTION, {
      ...customer,
      orgId: context.session.orgId,
      campaignId,
      phoneNumberId,
      position,
      status: 'contact.pending' satisfies ContactStatus,
    });
  }
}

function removeContacts(store: Store, campaignId: string, keep: (contact: Entity) => boolean = () => false) {
  for (const contact of contactsOf(store, campaignId)) {
    if (!keep(contact)) store.remove(CAMPAIGN_CONTACT_COLLECTION, contact.id);
  }
}

function countByStatus(contacts: readonly Entity[]): Record<ContactStatus, number> {
  const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<
    ContactStatus,
    number
  >;
  for (const contact of contacts) {
    const status = contact.status as ContactStatus;
    if (status in counts) counts[status]++;
  }
  return counts;
}

const isVoicemail = (contact: Entity) =>
  contact.status === 'contact.completed' && String(contact.endedReason ?? '').includes('voicemail');

/** The v1 counters, derived from the contacts: a campaign's figures always agree with its contact list. */
function callCounters(contacts: readonly Entity[]): JsonObject {
  const counts = countByStatus(contacts);
  return {
    callsCounterScheduled: counts['contact.pending'],
    callsCounterQueued: 0,
    callsCounterInProgress: counts['contact.dispatched'],
    callsCounterEndedVoicemail: contacts.filter(isVoicemail).length,
    callsCounterEnded: counts['contact.completed'] + counts['contact.failed'],
  };
}

/** A campaign as `/campaign` and the v2 writes answer it: stored settings with counters from its contacts. */
export const campaignView: View = ({ store }, campaign) => ({
  ...campaign,
  ...callCounters(contactsOf(store, campaign.id)),
});

/** A campaign as the v2 reads answer it: without its audience, with its contact counters when asked. */
export const campaignSummaryView: View = ({ store, query }, campaign) => {
  const summary: JsonObject = { ...campaign };
  for (const field of FULL_ONLY_FIELDS) delete summary[field];
  if (query.get('includeCounters') !== 'true') return summary;
  const contacts = contactsOf(store, campaign.id);
  const counts = countByStatus(contacts);
  return {
    ...summary,
    contactCounters: Object.fromEntries(
      CONTACT_STATUSES.map((status) => [COUNTER_KEYS[status], counts[status]]),
    ),
    // A contact was dialled once a call exists for it; a human answered when it completed without voicemail.
    callMetrics: {
      dialed: contacts.filter((contact) => typeof contact.callId === 'string').length,
      connected: contacts.filter(
        (contact) =>
          typeof contact.callId === 'string' &&
          contact.status === 'contact.completed' &&
          !isVoicemail(contact),
      ).length,
    },
  };
};

/** What a contact keeps of its own beyond the customer it calls: its place, state and outcome. */
const CONTACT_OWN_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'orgId',
  'campaignId',
  'phoneNumberId',
  'position',
  'status',
  'callId',
  'dispatchedAt',
  'endedReason',
] as const;

/** A campaign's settings as a duplicate takes them: not its identity, state or counters. */
function settingsOf(campaign: Entity, withAudience: boolean): JsonObject {
  const settings: JsonObject = { ...campaign };
  const dropped = ['id', 'createdAt', 'updatedAt', 'orgId', 'status', 'endedReason', 'calls'];
  for (const field of withAudience ? dropped : [...dropped, 'customers', 'dialPlan']) delete settings[field];
  return settings;
}

/** The source's contacts as a dial plan: each customer again, from the number that called it. */
function audienceCopy(store: Store, campaignId: string): JsonObject {
  return {
    dialPlan: contactsOf(store, campaignId).map((contact) => {
      const customer: JsonObject = { ...contact };
      for (const field of CONTACT_OWN_FIELDS) delete customer[field];
      return { phoneNumberId: contact.phoneNumberId, customers: [customer] };
    }),
  };
}

/**
 * A new campaign, scheduled, with one pending contact per customer (of `customers` or of each dial entry). With
 * `duplicateFromCampaignId` it starts from the source's settings, the request's fields winning, and from the
 * source's contacts unless it names customers of its own.
 */
export const campaignShape: Shape = (context, id) => {
  const { store, body } = context;
  const sourceId = body.duplicateFromCampaignId;
  const source = typeof sourceId === 'string' ? store.get('campaign', sourceId) : undefined;
  if (sourceId !== undefined && !source)
    throw new MockProblem(404, `No campaign with id "${String(sourceId)}".`);
  const ownAudience = body.customers !== undefined || body.dialPlan !== undefined;
  storeContacts(context, id, source && !ownAudience ? audienceCopy(store, source.id) : body);
  return {
    ...(source && settingsOf(source, !ownAudience)),
    ...plainShape(context, id),
    status: 'scheduled',
    calls: {},
  };
};

/**
 * An update. Its settings may change only while the campaign is scheduled (a new dial plan replaces the
 * audience); `status: "cancelled"` (or its v1 alias `"ended"`) stops it, and its pending contacts are skipped,
 * as the platform deletes scheduled calls and lets calls in progress finish.
 */
export const campaignPatch: Patch = (context, campaign) => {
  const { body, store } = context;
  const settings = SCHEDULED_ONLY_FIELDS.filter((field) => body[field] !== undefined);
  if (settings.length && campaign.status !== 'scheduled') {
    throw new MockProblem(
      400,
      `${settings.join(', ')} can only be changed while the campaign is scheduled; it is ${campaign.status}.`,
    );
  }
  if (body.dialPlan !== undefined) {
    removeContacts(store, campaign.id);
    storeContacts(context, campaign.id, { dialPlan: body.dialPlan });
  }
  if (body.status === undefined) return body;
  if (campaign.status !== 'scheduled' && campaign.status !== 'in-progress') {
    throw new MockProblem(400, `The campaign is ${campaign.status} already.`);
  }
  for (const contact of contactsOf(store, campaign.id)) {
    if (contact.status === 'contact.pending') {
      store.update(CAMPAIGN_CONTACT_COLLECTION, contact.id, { status: 'contact.skipped' });
    }
  }
  return {
    ...body,
    endedReason:
      campaign.status === 'scheduled'
        ? 'campaign.scheduled.ended-by-user'
        : 'campaign.in-progress.ended-by-user',
  };
};

/** A deleted campaign takes its contacts with it. */
export const campaignCascade: Cascade = ({ store }, campaign) => removeContacts(store, campaign.id);

const SORT_KEYS = ['position', 'status'] as const;

/**
 * A campaign's contacts with their outcome: filtered by any of the `status` values given, in dial order (or
 * lifecycle order with `sortBy=status`), 50 a page unless `limit` says otherwise.
 */
export const respondCampaignContacts: Responder = ({ store, target, query }) => {
  const wanted = query.getAll('status');
  const sortBy = SORT_KEYS.find((key) => key === query.get('sortBy')) ?? 'position';
  const rank = (contact: Entity) =>
    sortBy === 'status'
      ? CONTACT_STATUSES.indexOf(contact.status as ContactStatus)
      : Number(contact.position);
  const contacts = (target ? contactsOf(store, target.id) : [])
    .filter((contact) => !wanted.length || wanted.includes(String(contact.status)))
    .sort((left, right) => rank(left) - rank(right) || Number(left.position) - Number(right.position));
  const paging = new URLSearchParams({ sortOrder: 'ASC', limit: query.get('limit') ?? '50' });
  const page = query.get('page');
  if (page !== null) paging.set('page', page);
  const { results, metadata } = paginate(contacts, paging);
  return reply(200, {
    results: results.map((contact) => ({
      id: contact.id,
      number: contact.number ?? contact.sipUri ?? '',
      ...(typeof contact.name === 'string' && { name: contact.name }),
      status: contact.status,
      ...(typeof contact.callId === 'string' && { callId: contact.callId }),
      ...(typeof contact.dispatchedAt === 'string' && { dispatchedAt: contact.dispatchedAt }),
      ...(typeof contact.endedReason === 'string' && { endedReason: contact.endedReason }),
    })),
    metadata,
  });
};

/** The campaign rows of the operation table: what their operations do beyond their method and path. */
export const campaignOperations: Operations = {
  'POST /campaign': { resource: 'campaign', action: 'create', shape: campaignShape, view: campaignView },
  'GET /campaign': { resource: 'campaign', action: 'list', view: campaignView },
  'GET /campaign/{id}': { resource: 'campaign', action: 'get', view: campaignView },
  'PATCH /campaign/{id}': {
    resource: 'campaign',
    action: 'update',
    patch: campaignPatch,
    view: campaignView,
  },
  'DELETE /campaign/{id}': {
    resource: 'campaign',
    action: 'delete',
    cascade: campaignCascade,
    view: campaignView,
  },
  'POST /v2/campaign': { resource: 'campaign', action: 'create', shape: campaignShape, view: campaignView },
  'GET /v2/campaign': { resource: 'campaign', action: 'list', view: campaignSummaryView },
  'GET /v2/campaign/{id}': { resource: 'campaign', action: 'get', view: campaignSummaryView },
  'PATCH /v2/campaign/{id}': {
    resource: 'campaign',
    action: 'update',
    patch: campaignPatch,
    view: campaignView,
  },
  'DELETE /v2/campaign/{id}': {
    resource: 'campaign',
    action: 'delete',
    cascade: campaignCascade,
    view: campaignView,
  },
  'GET /v2/campaign/{id}/contacts': {
    resource: 'campaign',
    action: 'custom',
    respond: respondCampaignContacts,
  },
};

import type { ActionContext, JsonObject, Responder } from './action-context';
import { problem, reply } from './reply';
import { selectEntities } from './select-entities';
import { ASSISTANT_REPLY, plainShape } from './shapes';
import type { Entity, Store } from './store';

const paginated = (entities: Entity[], query: URLSearchParams) => {
  const { items, metadata } = selectEntities(entities, query);
  return { results: items, metadata };
};

// ---------------------------------------------------------------- assistants

/** Every saved state of an assistant, newest first, paginated; each create, update or replace is a version. */
export const respondAssistantVersions: Responder = ({ store, target, query }) => {
  const versions = target ? store.history('assistant', target.id) : [];
  const numbered = versions.map((version, index) => ({ ...version, version: index + 1 }));
  return reply(200, paginated(numbered, query));
};

// ---------------------------------------------------------------- calls

/** Only the pagination figures of a call filter. */
export const respondCallMetadata: Responder = ({ store, query }) =>
  reply(200, selectEntities(store.list('call'), query).metadata);

const EXPORT_COLUMNS = [
  'id',
  'type',
  'status',
  'assistantId',
  'phoneNumberId',
  'createdAt',
  'updatedAt',
] as const;

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The filtered calls as CSV, inline in an export record. */
export const respondCallExport: Responder = ({ store, query, session }) => {
  const { items, metadata } = selectEntities(store.list('call'), query);
  const rows = items.map((call) => EXPORT_COLUMNS.map((column) => csvCell(call[column])).join(','));
  const exported = store.create('call-export', {
    orgId: session.orgId,
    format: 'csv',
    rowCount: items.length,
    metadata,
    csv: [EXPORT_COLUMNS.join(','), ...rows].join('\n'),
  });
  return reply(200, exported);
};

// ---------------------------------------------------------------- chats

function textOf(input: unknown): string {
  if (typeof input === 'string') return input;
  return '';
}

/** A Responses-API-style answer to one input; the exchange is stored as a chat. */
export const respondChatResponse: Responder = (context) => {
  const { store, session, body } = context;
  const chat = store.create('chat', {
    ...plainShape(context, ''),
    messages: [
      { role: 'user', content: textOf(body.input) },
      { role: 'assistant', content: ASSISTANT_REPLY },
    ],
    output: [{ role: 'assistant', content: ASSISTANT_REPLY }],
  });
  return reply(201, {
    id: `response_${chat.id}`,
    object: 'response',
    created_at: Math.floor(Date.parse(chat.createdAt) / 1000),
    status: 'completed',
    chatId: chat.id,
    orgId: session.orgId,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    output: [
      {
        id: `msg_${chat.id}`,
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: ASSISTANT_REPLY, annotations: [] }],
      },
    ],
  });
};

// ---------------------------------------------------------------- credentials

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

// ---------------------------------------------------------------- orgs

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

/** Invites each of `emails` with `role` (default editor); people already in the org are not invited twice. */
export const respondInviteOrgUsers: Responder = ({ store, target, body }) => {
  if (!target) return problem(404, 'Org not found.');
  if (!isStringList(body.emails) || body.emails.length === 0) {
    return problem(400, 'emails must be a non-empty list of email addresses.');
  }
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
      token: `mock-org-token-${id}`,
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

// ---------------------------------------------------------------- templates

/** Templates marked `isPinned: true`. */
export const respondPinnedTemplates: Responder = ({ store }) =>
  reply(
    200,
    store.list('template').filter((template) => template.isPinned === true),
  );

// ---------------------------------------------------------------- voices

/** The collection behind the voice library: the built-in catalogue plus voices added, cloned or designed. */
export const VOICE_COLLECTION = 'voice';

const CATALOGUE = [
  {
    provider: '11labs',
    providerId: 'mock-11labs-ada',
    name: 'Ada',
    gender: 'female',
    accent: 'british',
    language: 'en',
  },
  {
    provider: '11labs',
    providerId: 'mock-11labs-bram',
    name: 'Bram',
    gender: 'male',
    accent: 'american',
    language: 'en',
  },
  {
    provider: '11labs',
    providerId: 'mock-11labs-jana',
    name: 'Jana',
    gender: 'female',
    accent: 'czech',
    language: 'cs',
  },
  {
    provider: 'cartesia',
    providerId: 'mock-cartesia-lena',
    name: 'Lena',
    gender: 'female',
    accent: 'american',
    language: 'en',
  },
  {
    provider: 'cartesia',
    providerId: 'mock-cartesia-otto',
    name: 'Otto',
    gender: 'male',
    accent: 'german',
    language: 'de',
  },
  {
    provider: 'playht',
    providerId: 'mock-playht-iris',
    name: 'Iris',
    gender: 'female',
    accent: 'australian',
    language: 'en',
  },
] as const;

function voicesOf(context: ActionContext, provider?: string): Entity[] {
  const { store, session } = context;
  if (!store.list(VOICE_COLLECTION).some((voice) => voice.source === 'catalogue')) {
    for (const voice of CATALOGUE)
      store.create(VOICE_COLLECTION, { ...voice, orgId: session.orgId, source: 'catalogue' });
  }
  const voices = store.list(VOICE_COLLECTION);
  return provider ? voices.filter((voice) => voice.provider === provider) : voices;
}

const VOICE_FILTERS = ['language', 'accent', 'gender'] as const;

/** The provider's voices, filtered by `keyword`, `language`, `accent` and `gender`, paged by `page`/`limit`. */
export const respondVoiceLibrary: Responder = (context) => {
  const { query, params } = context;
  const keyword = query.get('keyword')?.toLowerCase();
  const matching = voicesOf(context, params.provider).filter(
    (voice) =>
      (!keyword || String(voice.name).toLowerCase().includes(keyword)) &&
      VOICE_FILTERS.every((key) => {
        const wanted = query.get(key);
        return !wanted || String(voice[key]).toLowerCase() === wanted.toLowerCase();
      }),
  );
  const paging = new URLSearchParams();
  for (const key of ['page', 'limit'] as const) {
    const value = query.get(key);
    if (value !== null) paging.set(key, value);
  }
  paging.set('sortOrder', 'ASC');
  return reply(200, selectEntities(matching, paging).items);
};

/** The distinct accents among the provider's voices. */
export const respondVoiceAccents: Responder = (context) => {
  const accents = [
    ...new Set(voicesOf(context, context.params.provider).map((voice) => String(voice.accent))),
  ];
  return reply(200, accents.sort());
};

/** Syncing re-reads the provider's catalogue; the mock's never changes, so this answers it as it is. */
export const respondVoiceSync: Responder = (context) =>
  reply(201, voicesOf(context, context.params.provider));

function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** Designs a Sesame voice from a name and a transcript/prompt. */
export const respondCreateSesameVoice: Responder = (context) => {
  const name = stringField(context.body, 'voiceName') ?? stringField(context.body, 'name');
  if (!name) return problem(400, 'voiceName is required.');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, (id) => ({
    ...context.body,
    orgId: context.session.orgId,
    provider: 'sesame',
    providerId: `mock-sesame-${id}`,
    name,
    source: 'designed',
  }));
  return reply(201, voice);
};

/** Voices of an integrated provider whose name contains `name`. */
export const respondSearchProviderVoices: Responder = (context) => {
  const name = context.query.get('name')?.toLowerCase() ?? '';
  return reply(
    200,
    voicesOf(context, context.params.provider).filter((voice) =>
      String(voice.name).toLowerCase().includes(name),
    ),
  );
};

/** Adds a provider's voice (by its `voiceId` there) to the org's library. */
export const respondAddProviderVoice: Responder = (context) => {
  const providerId = stringField(context.body, 'voiceId') ?? stringField(context.body, 'ownerId');
  if (!providerId) return problem(400, 'voiceId is required.');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, {
    ...context.body,
    orgId: context.session.orgId,
    provider: context.params.provider,
    providerId,
    name: stringField(context.body, 'name') ?? providerId,
    source: 'added',
  });
  return reply(201, voice);
};

/** Clones a voice from uploaded samples (multipart `name` and one or more `files`). */
export const respondCloneVoice: Responder = (context) => {
  const name = context.form?.get('name');
  const samples = context.form?.getAll('files').filter((part) => part instanceof Blob) ?? [];
  if (typeof name !== 'string' || !name) return problem(400, 'A multipart "name" field is required.');
  if (samples.length === 0) return problem(400, 'At least one audio sample is required in "files".');
  voicesOf(context);
  const voice = context.store.create(VOICE_COLLECTION, (id) => ({
    orgId: context.session.orgId,
    provider: '11labs',
    providerId: `mock-clone-${id}`,
    name,
    source: 'cloned',
    sampleCount: samples.length,
  }));
  return reply(201, { ...voice, voiceId: voice.providerId });
};

// ---------------------------------------------------------------- provider integrations

/** Automation workflows at the provider (e.g. GoHighLevel), optionally of one `locationId`. */
export const respondProviderWorkflows: Responder = ({ params, query }) => {
  const locationId = query.get('locationId') ?? 'mock-location-1';
  return reply(200, [
    { id: 'mock-workflow-reminders', name: 'Appointment reminders', provider: params.provider, locationId },
    { id: 'mock-workflow-recall', name: 'Six-month recall', provider: params.provider, locationId },
  ]);
};

/** Hooks of one provider workflow. */
export const respondProviderWorkflowHooks: Responder = ({ params }) =>
  reply(200, [
    {
      id: `${params.workflowId}-hook-1`,
      name: 'Inbound webhook',
      workflowId: params.workflowId,
      provider: params.provider,
    },
  ]);

/** Locations (sub-accounts) at the provider. */
export const respondProviderLocations: Responder = ({ params }) =>
  reply(200, [
    { id: 'mock-location-1', name: 'Main practice', provider: params.provider },
    { id: 'mock-location-2', name: 'Second practice', provider: params.provider },
  ]);

// ---------------------------------------------------------------- analytics

type Operation = { operation: string; column: string; alias?: string };

function numbersOf(calls: Entity[], column: string): number[] {
  return calls.flatMap((call) => {
    const value = column
      .split('.')
      .reduce<unknown>((node, key) => (node as JsonObject | undefined)?.[key], call);
    return typeof value === 'number' ? [value] : [];
  });
}

function aggregate(calls: Entity[], { operation, column }: Operation): number {
  const values = numbersOf(calls, column);
  switch (operation) {
    case 'count':
      return column === 'id' ? calls.length : values.length;
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'avg':
      return values.length ? values.reduce((total, value) => total + value, 0) / values.length : 0;
    case 'min':
      return values.length ? Math.min(...values) : 0;
    case 'max':
      return values.length ? Math.max(...values) : 0;
    default:
      return 0;
  }
}

const isOperation = (value: unknown): value is Operation =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as JsonObject).operation === 'string' &&
  typeof (value as JsonObject).column === 'string';

/** Runs each query of `queries` over the stored calls: count/sum/avg/min/max of a column. */
export const respondAnalytics: Responder = ({ store, body }) => {
  if (!Array.isArray(body.queries)) return problem(400, 'queries must be a list of analytics queries.');
  const calls = store.list('call');
  const results = [];
  for (const query of body.queries as unknown[]) {
    const { name, operations, timeRange } = (query ?? {}) as JsonObject;
    if (typeof name !== 'string' || !Array.isArray(operations) || !operations.every(isOperation)) {
      return problem(400, 'Each query needs a name and operations of { operation, column }.');
    }
    const row: JsonObject = { date: new Date().toISOString() };
    for (const operation of operations) {
      row[operation.alias ?? `${operation.operation}${operation.column}`] = aggregate(calls, operation);
    }
    results.push({ name, timeRange: timeRange ?? {}, result: [row] });
  }
  return reply(201, results);
};

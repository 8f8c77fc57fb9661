import { type ActionContext, type JsonObject, objectOf, type Shape, type Validate } from './action-context';
import type { Operations } from './resources';

/** The fields every created entity starts from: the request body, owned by the session's org. */
export const plainShape: Shape = ({ body, session }) => ({ ...body, orgId: session.orgId });

/** The three ways to name who answers a web call; the platform needs at least one. */
export const CALL_TARGET_FIELDS = [
  'assistant',
  'assistantId',
  'squad',
  'squadId',
  'workflow',
  'workflowId',
] as const;

/** 400 unless the body names an assistant, a squad or a workflow (inline or by id). */
export const requireCallTarget: Validate = ({ body }) =>
  CALL_TARGET_FIELDS.some((field) => body[field] !== undefined && body[field] !== null)
    ? undefined
    : 'Assistant or Squad or Workflow must be provided.';

function objectField(value: unknown, key: string): JsonObject | undefined {
  return objectOf(objectOf(value)?.[key]);
}

// Video recording follows what the caller asked for, inline or through overrides, else what the stored
// assistant says; the web-call helper reads it to decide whether to record.
function videoRecordingEnabled(context: ActionContext): boolean {
  const { body, store } = context;
  const stored = typeof body.assistantId === 'string' ? store.get('assistant', body.assistantId) : undefined;
  const candidates = [body.assistantOverrides, body.assistant, stored];
  for (const source of candidates) {
    const flag = objectField(source, 'artifactPlan')?.videoRecordingEnabled;
    if (typeof flag === 'boolean') return flag;
  }
  return false;
}

/** A browser call: a Daily room URL named after the call id, queued until someone joins. */
export const webCallShape: Shape = (context, id) => {
  const artifactPlan = objectField(context.body, 'artifactPlan') ?? {};
  return {
    ...plainShape(context, id),
    type: 'webCall',
    status: 'queued',
    webCallUrl: `https://clinic-mock.daily.co/${id}`,
    artifactPlan: { ...artifactPlan, videoRecordingEnabled: videoRecordingEnabled(context) },
  };
};

/** An outbound phone call, queued for dialling. */
export const phoneCallShape: Shape = (context, id) => ({
  ...plainShape(context, id),
  type: 'outboundPhoneCall',
  status: 'queued',
});

const ASSISTANT_REPLY = 'Thank you for your message. This is a simulated reply from the mock platform.';

/** A user's turn as the platform records it in a chat: the text, when it was said, how far into the chat. */
export function userMessage(text: string, time = Date.now()): JsonObject {
  return { role: 'user', message: text, time, endTime: time, secondsFromStart: 0 };
}

/** The assistant's turn, in the OpenAI form the platform stores it in. */
export const assistantMessage = (): JsonObject => ({ role: 'assistant', content: ASSISTANT_REPLY });

function messagesOf(input: unknown): JsonObject[] {
  if (typeof input === 'string') return [userMessage(input)];
  return Array.isArray(input)
    ? input.filter((item): item is JsonObject => !!item && typeof item === 'object')
    : [];
}

/** A text chat: the input as messages and one canned assistant reply as output. */
export const chatShape: Shape = (context, id) => {
  const output = [assistantMessage()];
  return {
    ...plainShape(context, id),
    messages: [...messagesOf(context.body.input), ...output],
    output,
    cost: 0,
    costs: [],
  };
};

/** The assistant's canned reply, shared by chats and the Responses-style endpoints. */
export { ASSISTANT_REPLY };

// Secrets are write-only at the platform: they are accepted but never echoed back.
const SECRET_FIELDS = [
  'apiKey',
  'apiSecret',
  'authToken',
  'secret',
  'password',
  'privateKey',
  'twilioAuthToken',
];

function withoutSecrets(fields: JsonObject): JsonObject {
  const copy = { ...fields };
  for (const key of SECRET_FIELDS) delete copy[key];
  return copy;
}

/** A phone number bought or brought in directly. */
export const phoneNumberShape: Shape = (context, id) => ({
  provider: 'vapi',
  status: 'active',
  ...plainShape(context, id),
});

/** A number imported from Twilio: its number is `twilioPhoneNumber`, its auth token is never stored. */
export const twilioNumberShape: Shape = (context, id) => {
  const fields = withoutSecrets(plainShape(context, id));
  return {
    ...fields,
    provider: 'twilio',
    status: 'active',
    number: context.body.twilioPhoneNumber ?? fields.number,
  };
};

/** A number imported from Vonage: its number is `vonagePhoneNumber`. */
export const vonageNumberShape: Shape = (context, id) => {
  const fields = withoutSecrets(plainShape(context, id));
  return {
    ...fields,
    provider: 'vonage',
    status: 'active',
    number: context.body.vonagePhoneNumber ?? fields.number,
  };
};

/** 400 unless the multipart body carries a `file` part. */
export const requireFilePart: Validate = ({ form }) =>
  form?.get('file') instanceof Blob ? undefined : 'A multipart "file" part is required.';

/** An uploaded file: its metadata, never its bytes. */
export const fileShape: Shape = ({ form, session }, id) => {
  const part = form?.get('file');
  const blob = part instanceof Blob ? part : new Blob([]);
  const originalName = typeof File !== 'undefined' && blob instanceof File ? blob.name : 'upload';
  const name = form?.get('name');
  return {
    orgId: session.orgId,
    object: 'file',
    status: 'done',
    name: typeof name === 'string' && name ? name : originalName,
    originalName,
    bytes: blob.size,
    mimetype: blob.type || 'application/octet-stream',
    purpose: form?.get('purpose') ?? undefined,
    url: `https://files.clinic-mock.invalid/${id}/${encodeURIComponent(originalName)}`,
  };
};

/** An API token; the platform generates its value. */
export const tokenShape: Shape = (context, id) => ({
  tag: 'private',
  ...plainShape(context, id),
  value: `mock-token-${id}`,
});

/** A session, active until updated otherwise. */
export const sessionShape: Shape = (context, id) => ({
  status: 'active',
  messages: [],
  ...plainShape(context, id),
});

/**
 * An eval run. The mock has no model to run it against, so it ends at once, with the fields the platform sends
 * on every run (its timestamps and why it ended) and no results.
 */
export const evalRunShape: Shape = (context, id) => {
  const at = new Date().toISOString();
  return {
    type: 'eval',
    ...plainShape(context, id),
    status: 'ended',
    endedReason: 'mockConversation.done',
    startedAt: at,
    endedAt: at,
    results: [],
    cost: 0,
    costs: [],
  };
};

/**
 * A resource kept at a provider (a pronunciation dictionary at Cartesia, say): the platform answers the provider's
 * id for it and the provider's own record, which here is what was sent.
 */
export const providerResourceShape: Shape = (context, id) => ({
  ...plainShape(context, id),
  provider: context.params.provider,
  resourceName: context.params.resourceName,
  resourceId: `mock-${context.params.resourceName}-${id}`,
  resource: { ...context.body },
});

/** A test-suite run, queued with no results yet. */
export const testSuiteRunShape: Shape = (context, id) => ({
  ...plainShape(context, id),
  status: 'queued',
  testResults: [],
});

/** A simulation suite assigns its simulations to targets; a new one has none. */
export const simulationSuiteShape: Shape = (context, id) => ({
  targetAssignments: [],
  ...plainShape(context, id),
});

/** The session, phone-number, file, token, test-suite run and provider resource rows of the operation table: what their operations do beyond their method and path. */
export const shapedOperations: Operations = {
  'POST /session': { resource: 'session', action: 'create', shape: sessionShape },
  'POST /phone-number/import/twilio': {
    resource: 'phone-number',
    action: 'create',
    shape: twilioNumberShape,
  },
  'POST /phone-number/import/vonage': {
    resource: 'phone-number',
    action: 'create',
    shape: vonageNumberShape,
  },
  'POST /phone-number': { resource: 'phone-number', action: 'create', shape: phoneNumberShape },
  'POST /file/upload': { resource: 'file', action: 'create', validate: requireFilePart, shape: fileShape },
  'POST /file': { resource: 'file', action: 'create', validate: requireFilePart, shape: fileShape },
  'POST /token': { resource: 'token', action: 'create', shape: tokenShape },
  'POST /test-suite/{testSuiteId}/run': {
    resource: 'test-suite-run',
    action: 'create',
    shape: testSuiteRunShape,
  },
  'POST /provider/{provider}/{resourceName}': {
    resource: 'provider-resource',
    action: 'create',
    shape: providerResourceShape,
  },
};

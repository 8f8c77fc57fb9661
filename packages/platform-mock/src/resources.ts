import type { paths } from '@clinic/api-client';
import type { Cascade, ListFilters, Patch, Responder, Shape, Validate, View } from './action-context';
import { lazyResponder } from './lazy-responder';
import * as analytics from './responders/analytics';
import * as assistants from './responders/assistants';
import * as calls from './responders/calls';
import * as campaigns from './responders/campaigns';
import * as chats from './responders/chats';
import * as credentials from './responders/credentials';
import type { CallArtifact } from './responders/downloads';
import * as evaluations from './responders/evaluations';
import * as knowledgeBases from './responders/knowledge-bases';
import * as orgs from './responders/orgs';
import * as providerIntegrations from './responders/provider-integrations';
import * as scorecards from './responders/scorecards';
import * as templates from './responders/templates';
import * as voices from './responders/voices';
import * as shape from './shapes';

// Responders with much code and few callers load on their first request, as the request validator does: a page
// that uses the mock for calls and assistants (the site's simulated demo) never downloads them.
const loadDownloads = () => import('./responders/downloads');
const loadReporting = () => import('./responders/reporting');
const loadSimulationGeneration = () => import('./responders/simulation-generation');

/** A call's recording or log file, one operation per artifact, answered by the lazily loaded downloads module. */
const callDownload = (artifact: CallArtifact) =>
  ({
    resource: 'call',
    action: 'custom',
    respond: lazyResponder(loadDownloads, (module) => module.respondCallDownload(artifact)),
  }) as const;

/** The HTTP methods the platform uses. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What an operation does to its resource's collection; `custom` operations answer through a responder. */
export const ACTIONS = ['create', 'list', 'get', 'update', 'replace', 'delete', 'custom'] as const;
export type Action = (typeof ACTIONS)[number];

/** Every resource of the platform the mock keeps or answers for; also the name of its store collection. */
export const RESOURCE_NAMES = [
  'assistant',
  'squad',
  'workflow',
  'call',
  'chat',
  'campaign',
  'session',
  'phone-number',
  'tool',
  'file',
  'knowledge-base',
  'structured-output',
  'test-suite',
  'test-suite-test',
  'test-suite-run',
  'eval',
  'eval-run',
  'org',
  'org-user',
  'token',
  'credential',
  'template',
  'provider-resource',
  'voice',
  'provider-integration',
  'analytics',
  'knowledge-base-v2',
  'knowledge-base-file',
  'simulation',
  'simulation-personality',
  'simulation-scenario',
  'simulation-suite',
  'simulation-run',
  'simulation-run-item',
  'insight',
  'board',
  'scorecard',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** How a resource's entities are addressed in paths. */
export interface ResourceSpec {
  /** The path parameter holding an entity's id; `id` unless said otherwise. */
  idParam?: string;
  /** The entity field that parameter names, when it is not the entity's own id (an attachment by its file). */
  idField?: string;
  /** A path parameter naming the entity this one lives under; it must exist, and is stored as `field`. */
  parent?: { param: string; resource: ResourceName; field: string };
  /** Path parameters that partition the collection: stored on each entity, matched on every access. */
  scope?: readonly string[];
}

const underTestSuite = { param: 'testSuiteId', resource: 'test-suite', field: 'testSuiteId' } as const;

/** The resources whose paths address them other than by a plain `{id}`. */
export const RESOURCES: Readonly<Partial<Record<ResourceName, ResourceSpec>>> = {
  'test-suite-test': { parent: underTestSuite },
  'test-suite-run': { parent: underTestSuite },
  'org-user': { idParam: 'memberId', parent: { param: 'id', resource: 'org', field: 'orgId' } },
  'provider-resource': { scope: ['provider', 'resourceName'] },
  'knowledge-base-file': {
    idParam: 'fileId',
    idField: 'fileId',
    parent: { param: 'id', resource: 'knowledge-base-v2', field: 'knowledgeBaseV2Id' },
  },
  'simulation-run-item': {
    idParam: 'itemId',
    parent: { param: 'id', resource: 'simulation-run', field: 'runId' },
  },
};

interface OperationBase {
  resource: ResourceName;
  /** The request body is `multipart/form-data` rather than JSON. */
  multipart?: true;
  /** Checked before a create; a message means 400. */
  validate?: Validate;
}

/** An operation the generic collection actions answer. */
export interface CollectionOperation extends OperationBase {
  action: Exclude<Action, 'custom'>;
  /** A list that answers `{ results, metadata }` rather than a bare array. */
  paginated?: true;
  /** Query names a list filters by that are not fields of its entities: each reads its value off an entity. */
  filters?: ListFilters;
  /** Builds the stored fields of a create; the request body as it is otherwise. */
  shape?: Shape;
  /** How each entity the operation answers is presented; as stored otherwise. */
  view?: View;
  /** The fields an update merges; the request body otherwise. */
  patch?: Patch;
  /** Runs after a delete, for what the entity took with it. */
  cascade?: Cascade;
}

/** An operation with an answer of its own. */
export interface CustomOperation extends OperationBase {
  action: 'custom';
  respond: Responder;
}

export type OperationSpec = CollectionOperation | CustomOperation;

type DocumentMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** `METHOD /path` of every operation the generated `paths` type has. */
export type DocumentOperationKey = {
  [Path in keyof paths]: {
    [Method in DocumentMethod]: [NonNullable<paths[Path][Method]>] extends [never]
      ? never
      : `${Uppercase<Method>} ${Path}`;
  }[DocumentMethod];
}[keyof paths];

/**
 * Every platform operation, keyed `METHOD /path` exactly as in the OpenAPI document. Adding an endpoint to the
 * mock is adding a row here; a missing or misspelt row is a compile error, since the table must have exactly the
 * keys of the generated `paths`.
 */
export const OPERATIONS = {
  'POST /assistant': { resource: 'assistant', action: 'create' },
  'GET /assistant': { resource: 'assistant', action: 'list' },
  'GET /assistant/{id}': { resource: 'assistant', action: 'get' },
  'PATCH /assistant/{id}': { resource: 'assistant', action: 'update' },
  'PUT /assistant/{id}': { resource: 'assistant', action: 'replace' },
  'DELETE /assistant/{id}': { resource: 'assistant', action: 'delete' },
  'GET /assistant/{id}/version': {
    resource: 'assistant',
    action: 'custom',
    respond: assistants.respondAssistantVersions,
  },
  'POST /assistant/background-sound/validate': {
    resource: 'assistant',
    action: 'custom',
    respond: assistants.respondValidateBackgroundSound,
  },
  'GET /v2/assistant': { resource: 'assistant', action: 'list', paginated: true },

  'GET /v2/call/export': { resource: 'call', action: 'custom', respond: calls.respondCallExport },
  'GET /v2/call': { resource: 'call', action: 'list', paginated: true },
  'GET /v2/call/metadata': { resource: 'call', action: 'custom', respond: calls.respondCallMetadata },
  'GET /v2/phone-number': { resource: 'phone-number', action: 'list', paginated: true },

  'POST /squad': { resource: 'squad', action: 'create' },
  'GET /squad': { resource: 'squad', action: 'list' },
  'GET /squad/{id}': { resource: 'squad', action: 'get' },
  'PATCH /squad/{id}': { resource: 'squad', action: 'update' },
  'DELETE /squad/{id}': { resource: 'squad', action: 'delete' },

  'GET /workflow': { resource: 'workflow', action: 'list' },
  'POST /workflow': { resource: 'workflow', action: 'create' },
  'GET /workflow/{id}': { resource: 'workflow', action: 'get' },
  'DELETE /workflow/{id}': { resource: 'workflow', action: 'delete' },
  'PATCH /workflow/{id}': { resource: 'workflow', action: 'update' },

  'POST /call': {
    resource: 'call',
    action: 'create',
    validate: shape.requireCallTarget,
    shape: shape.phoneCallShape,
  },
  'GET /call': { resource: 'call', action: 'list' },
  'GET /call/{id}': { resource: 'call', action: 'get' },
  'PATCH /call/{id}': { resource: 'call', action: 'update' },
  'DELETE /call/{id}': { resource: 'call', action: 'delete' },
  'POST /call/phone': { resource: 'call', action: 'create', shape: shape.phoneCallShape },
  'POST /call/web': {
    resource: 'call',
    action: 'create',
    validate: shape.requireCallTarget,
    shape: shape.webCallShape,
  },

  'GET /chat': { resource: 'chat', action: 'list', paginated: true },
  'POST /chat': { resource: 'chat', action: 'create', shape: shape.chatShape },
  'GET /chat/{id}': { resource: 'chat', action: 'get' },
  'DELETE /chat/{id}': { resource: 'chat', action: 'delete' },
  'POST /chat/responses': { resource: 'chat', action: 'custom', respond: chats.respondChatResponse },
  'POST /chat/web': { resource: 'chat', action: 'create', shape: shape.chatShape },
  'POST /chat/web/responses': { resource: 'chat', action: 'custom', respond: chats.respondChatResponse },

  'POST /campaign': {
    resource: 'campaign',
    action: 'create',
    shape: campaigns.campaignShape,
    view: campaigns.campaignView,
  },
  'GET /campaign': { resource: 'campaign', action: 'list', paginated: true, view: campaigns.campaignView },
  'GET /campaign/{id}': { resource: 'campaign', action: 'get', view: campaigns.campaignView },
  'PATCH /campaign/{id}': {
    resource: 'campaign',
    action: 'update',
    patch: campaigns.campaignPatch,
    view: campaigns.campaignView,
  },
  'DELETE /campaign/{id}': {
    resource: 'campaign',
    action: 'delete',
    cascade: campaigns.campaignCascade,
    view: campaigns.campaignView,
  },

  'POST /session': { resource: 'session', action: 'create', shape: shape.sessionShape },
  'GET /session': { resource: 'session', action: 'list', paginated: true },
  'GET /session/{id}': { resource: 'session', action: 'get' },
  'PATCH /session/{id}': { resource: 'session', action: 'update' },
  'DELETE /session/{id}': { resource: 'session', action: 'delete' },

  'POST /phone-number/import/twilio': {
    resource: 'phone-number',
    action: 'create',
    shape: shape.twilioNumberShape,
  },
  'POST /phone-number/import/vonage': {
    resource: 'phone-number',
    action: 'create',
    shape: shape.vonageNumberShape,
  },
  'POST /phone-number': { resource: 'phone-number', action: 'create', shape: shape.phoneNumberShape },
  'GET /phone-number': { resource: 'phone-number', action: 'list' },
  'GET /phone-number/{id}': { resource: 'phone-number', action: 'get' },
  'PATCH /phone-number/{id}': { resource: 'phone-number', action: 'update' },
  'DELETE /phone-number/{id}': { resource: 'phone-number', action: 'delete' },

  'POST /tool': { resource: 'tool', action: 'create' },
  'GET /tool': { resource: 'tool', action: 'list' },
  'GET /tool/{id}': { resource: 'tool', action: 'get' },
  'PATCH /tool/{id}': { resource: 'tool', action: 'update' },
  'DELETE /tool/{id}': { resource: 'tool', action: 'delete' },

  'POST /file/upload': {
    resource: 'file',
    action: 'create',
    multipart: true,
    validate: shape.requireFilePart,
    shape: shape.fileShape,
  },
  'POST /file': {
    resource: 'file',
    action: 'create',
    multipart: true,
    validate: shape.requireFilePart,
    shape: shape.fileShape,
  },
  'GET /file': { resource: 'file', action: 'list' },
  'GET /file/{id}': { resource: 'file', action: 'get' },
  'PATCH /file/{id}': { resource: 'file', action: 'update' },
  'DELETE /file/{id}': { resource: 'file', action: 'delete' },

  'POST /knowledge-base': { resource: 'knowledge-base', action: 'create' },
  'GET /knowledge-base': { resource: 'knowledge-base', action: 'list' },
  'GET /knowledge-base/{id}': { resource: 'knowledge-base', action: 'get' },
  'PATCH /knowledge-base/{id}': { resource: 'knowledge-base', action: 'update' },
  'DELETE /knowledge-base/{id}': { resource: 'knowledge-base', action: 'delete' },

  'GET /structured-output': { resource: 'structured-output', action: 'list', paginated: true },
  'POST /structured-output': { resource: 'structured-output', action: 'create' },
  'GET /structured-output/{id}': { resource: 'structured-output', action: 'get' },
  'PATCH /structured-output/{id}': { resource: 'structured-output', action: 'update' },
  'DELETE /structured-output/{id}': { resource: 'structured-output', action: 'delete' },

  'GET /test-suite': { resource: 'test-suite', action: 'list', paginated: true },
  'POST /test-suite': { resource: 'test-suite', action: 'create' },
  'GET /test-suite/{id}': { resource: 'test-suite', action: 'get' },
  'PATCH /test-suite/{id}': { resource: 'test-suite', action: 'update' },
  'DELETE /test-suite/{id}': { resource: 'test-suite', action: 'delete' },
  'GET /test-suite/{testSuiteId}/test': { resource: 'test-suite-test', action: 'list', paginated: true },
  'POST /test-suite/{testSuiteId}/test': { resource: 'test-suite-test', action: 'create' },
  'GET /test-suite/{testSuiteId}/test/{id}': { resource: 'test-suite-test', action: 'get' },
  'PATCH /test-suite/{testSuiteId}/test/{id}': { resource: 'test-suite-test', action: 'update' },
  'DELETE /test-suite/{testSuiteId}/test/{id}': { resource: 'test-suite-test', action: 'delete' },
  'GET /test-suite/{testSuiteId}/run': { resource: 'test-suite-run', action: 'list', paginated: true },
  'POST /test-suite/{testSuiteId}/run': {
    resource: 'test-suite-run',
    action: 'create',
    shape: shape.testSuiteRunShape,
  },
  'GET /test-suite/{testSuiteId}/run/{id}': { resource: 'test-suite-run', action: 'get' },
  'PATCH /test-suite/{testSuiteId}/run/{id}': { resource: 'test-suite-run', action: 'update' },
  'DELETE /test-suite/{testSuiteId}/run/{id}': { resource: 'test-suite-run', action: 'delete' },

  'POST /eval': { resource: 'eval', action: 'create' },
  'GET /eval': { resource: 'eval', action: 'list', paginated: true },
  'PATCH /eval/{id}': { resource: 'eval', action: 'update' },
  'DELETE /eval/{id}': { resource: 'eval', action: 'delete' },
  'GET /eval/{id}': { resource: 'eval', action: 'get' },
  'DELETE /eval/run/{id}': { resource: 'eval-run', action: 'delete' },
  'GET /eval/run/{id}': { resource: 'eval-run', action: 'get' },
  'POST /eval/run': { resource: 'eval-run', action: 'create', shape: shape.evalRunShape },
  'GET /eval/run': { resource: 'eval-run', action: 'list', paginated: true },

  'POST /org': { resource: 'org', action: 'custom', respond: orgs.respondCreateOrg },
  'GET /org': { resource: 'org', action: 'list' },
  'GET /org/feature-flag': { resource: 'org', action: 'custom', respond: orgs.respondFeatureFlag },
  'GET /org/{id}': { resource: 'org', action: 'get' },
  'PATCH /org/{id}': { resource: 'org', action: 'update' },
  'DELETE /org/{id}': { resource: 'org', action: 'delete' },
  'GET /org/{id}/user': { resource: 'org-user', action: 'list' },
  'DELETE /org/{id}/leave': { resource: 'org', action: 'custom', respond: orgs.respondLeaveOrg },
  'DELETE /org/{id}/member/{memberId}/leave': { resource: 'org-user', action: 'delete' },
  'POST /org/{id}/invite': { resource: 'org', action: 'custom', respond: orgs.respondInviteOrgUsers },
  'PATCH /org/{id}/role': { resource: 'org', action: 'custom', respond: orgs.respondUpdateUserRole },
  'GET /org/{id}/auth': { resource: 'org', action: 'custom', respond: orgs.respondOrgAuth },

  'POST /token': { resource: 'token', action: 'create', shape: shape.tokenShape },
  'GET /token': { resource: 'token', action: 'list' },
  'GET /token/{id}': { resource: 'token', action: 'get' },
  'PATCH /token/{id}': { resource: 'token', action: 'update' },
  'DELETE /token/{id}': { resource: 'token', action: 'delete' },

  'POST /credential': { resource: 'credential', action: 'create', view: credentials.credentialView },
  'GET /credential': { resource: 'credential', action: 'list', view: credentials.credentialView },
  'GET /credential/{id}': { resource: 'credential', action: 'get', view: credentials.credentialView },
  'PATCH /credential/{id}': { resource: 'credential', action: 'update', view: credentials.credentialView },
  'DELETE /credential/{id}': { resource: 'credential', action: 'delete', view: credentials.credentialView },
  'POST /credential/session': {
    resource: 'credential',
    action: 'custom',
    respond: credentials.respondCredentialSession,
  },
  'POST /credential/webhook': {
    resource: 'credential',
    action: 'custom',
    respond: credentials.respondCredentialWebhook,
  },
  'POST /credential/trigger': {
    resource: 'credential',
    action: 'custom',
    respond: credentials.respondCredentialTrigger,
  },

  'POST /template': { resource: 'template', action: 'create' },
  'GET /template': { resource: 'template', action: 'list' },
  'GET /template/pinned': {
    resource: 'template',
    action: 'custom',
    respond: templates.respondPinnedTemplates,
  },
  'GET /template/{id}': { resource: 'template', action: 'get' },
  'PATCH /template/{id}': { resource: 'template', action: 'update' },
  'DELETE /template/{id}': { resource: 'template', action: 'delete' },

  'GET /voice-library/{provider}': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondVoiceLibrary,
  },
  'GET /voice-library/{provider}/accents': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondVoiceAccents,
  },
  'POST /voice-library/sync/{provider}': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondVoiceSync,
  },
  'POST /voice-library/sync': { resource: 'voice', action: 'custom', respond: voices.respondVoiceSync },
  'POST /voice-library/create-sesame-voice': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondCreateSesameVoice,
  },

  'POST /provider/{provider}/{resourceName}': {
    resource: 'provider-resource',
    action: 'create',
    shape: shape.providerResourceShape,
  },
  'GET /provider/{provider}/{resourceName}': {
    resource: 'provider-resource',
    action: 'list',
    paginated: true,
  },
  'GET /provider/{provider}/{resourceName}/{id}': { resource: 'provider-resource', action: 'get' },
  'DELETE /provider/{provider}/{resourceName}/{id}': { resource: 'provider-resource', action: 'delete' },
  'PATCH /provider/{provider}/{resourceName}/{id}': { resource: 'provider-resource', action: 'update' },

  'GET /{provider}/workflows': {
    resource: 'provider-integration',
    action: 'custom',
    respond: providerIntegrations.respondProviderWorkflows,
  },
  'GET /{provider}/workflows/{workflowId}/hooks': {
    resource: 'provider-integration',
    action: 'custom',
    respond: providerIntegrations.respondProviderWorkflowHooks,
  },
  'GET /{provider}/locations': {
    resource: 'provider-integration',
    action: 'custom',
    respond: providerIntegrations.respondProviderLocations,
  },
  'GET /{provider}/voices/search': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondSearchProviderVoices,
  },
  'GET /{provider}/voice/search': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondSearchProviderVoices,
  },
  'POST /{provider}/voices/add': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondAddProviderVoice,
  },
  'POST /{provider}/voice/add': {
    resource: 'voice',
    action: 'custom',
    respond: voices.respondAddProviderVoice,
  },
  'POST /11labs/voice/clone': {
    resource: 'voice',
    action: 'custom',
    multipart: true,
    respond: voices.respondCloneVoice,
  },

  'POST /analytics': { resource: 'analytics', action: 'custom', respond: analytics.respondAnalytics },

  'GET /call/{id}/mono-recording': callDownload('mono-recording'),
  'GET /call/{id}/stereo-recording': callDownload('stereo-recording'),
  'GET /call/{id}/video-recording': callDownload('video-recording'),
  'GET /call/{id}/customer-recording': callDownload('customer-recording'),
  'GET /call/{id}/assistant-recording': callDownload('assistant-recording'),
  'GET /call/{id}/pcap': callDownload('pcap'),
  'GET /call/{id}/call-logs': callDownload('call-logs'),

  'POST /v2/campaign': {
    resource: 'campaign',
    action: 'create',
    shape: campaigns.campaignShape,
    view: campaigns.campaignView,
  },
  'GET /v2/campaign': {
    resource: 'campaign',
    action: 'list',
    paginated: true,
    view: campaigns.campaignSummaryView,
  },
  'GET /v2/campaign/{id}': { resource: 'campaign', action: 'get', view: campaigns.campaignSummaryView },
  'PATCH /v2/campaign/{id}': {
    resource: 'campaign',
    action: 'update',
    patch: campaigns.campaignPatch,
    view: campaigns.campaignView,
  },
  'DELETE /v2/campaign/{id}': {
    resource: 'campaign',
    action: 'delete',
    cascade: campaigns.campaignCascade,
    view: campaigns.campaignView,
  },
  'GET /v2/campaign/{id}/contacts': {
    resource: 'campaign',
    action: 'custom',
    respond: campaigns.respondCampaignContacts,
  },

  'POST /v2/knowledge-base': {
    resource: 'knowledge-base-v2',
    action: 'create',
    shape: knowledgeBases.knowledgeBaseV2Shape,
  },
  'GET /v2/knowledge-base': { resource: 'knowledge-base-v2', action: 'list' },
  'GET /v2/knowledge-base/{id}': {
    resource: 'knowledge-base-v2',
    action: 'custom',
    respond: knowledgeBases.respondKnowledgeBaseWithFiles,
  },
  'PATCH /v2/knowledge-base/{id}': { resource: 'knowledge-base-v2', action: 'update' },
  'DELETE /v2/knowledge-base/{id}': {
    resource: 'knowledge-base-v2',
    action: 'delete',
    cascade: knowledgeBases.knowledgeBaseCascade,
  },
  'GET /v2/knowledge-base/{id}/file': {
    resource: 'knowledge-base-file',
    action: 'list',
    view: knowledgeBases.knowledgeBaseFileView,
  },
  'POST /v2/knowledge-base/{id}/file': {
    resource: 'knowledge-base-file',
    action: 'create',
    shape: knowledgeBases.knowledgeBaseFileShape,
  },
  'DELETE /v2/knowledge-base/{id}/file/{fileId}': { resource: 'knowledge-base-file', action: 'delete' },
  'POST /v2/knowledge-base/{id}/file/{fileId}/retry': {
    resource: 'knowledge-base-file',
    action: 'custom',
    respond: knowledgeBases.respondRetryKnowledgeBaseFile,
  },

  'POST /structured-output/run': {
    resource: 'structured-output',
    action: 'custom',
    respond: lazyResponder(
      () => import('./responders/structured-outputs'),
      (module) => module.respondStructuredOutputRun,
    ),
  },

  'POST /eval/simulation/personality': { resource: 'simulation-personality', action: 'create' },
  'GET /eval/simulation/personality': { resource: 'simulation-personality', action: 'list' },
  'GET /eval/simulation/personality/{id}': { resource: 'simulation-personality', action: 'get' },
  'PATCH /eval/simulation/personality/{id}': { resource: 'simulation-personality', action: 'update' },
  'DELETE /eval/simulation/personality/{id}': { resource: 'simulation-personality', action: 'delete' },
  'POST /eval/simulation/scenario': { resource: 'simulation-scenario', action: 'create' },
  'GET /eval/simulation/scenario': { resource: 'simulation-scenario', action: 'list' },
  'GET /eval/simulation/scenario/{id}': { resource: 'simulation-scenario', action: 'get' },
  'PATCH /eval/simulation/scenario/{id}': { resource: 'simulation-scenario', action: 'update' },
  'DELETE /eval/simulation/scenario/{id}': { resource: 'simulation-scenario', action: 'delete' },
  'POST /eval/simulation/scenario/generate': {
    resource: 'simulation-scenario',
    action: 'custom',
    respond: lazyResponder(loadSimulationGeneration, (module) => module.respondGenerateScenarios),
  },
  'POST /eval/simulation/suite': {
    resource: 'simulation-suite',
    action: 'create',
    shape: shape.simulationSuiteShape,
  },
  'POST /eval/simulation/suite/{id}/duplicate': {
    resource: 'simulation-suite',
    action: 'custom',
    respond: evaluations.respondDuplicateSimulationSuite,
  },
  'GET /eval/simulation/suite': { resource: 'simulation-suite', action: 'list' },
  'GET /eval/simulation/suite/{id}': { resource: 'simulation-suite', action: 'get' },
  'PATCH /eval/simulation/suite/{id}': { resource: 'simulation-suite', action: 'update' },
  'DELETE /eval/simulation/suite/{id}': { resource: 'simulation-suite', action: 'delete' },
  'POST /eval/simulation/run': {
    resource: 'simulation-run',
    action: 'custom',
    respond: evaluations.respondCreateSimulationRun,
  },
  'GET /eval/simulation/run': {
    resource: 'simulation-run',
    action: 'list',
    view: evaluations.simulationRunView,
    filters: evaluations.simulationRunFilters,
  },
  'GET /eval/simulation/run/{id}': {
    resource: 'simulation-run',
    action: 'get',
    view: evaluations.simulationRunView,
  },
  'PATCH /eval/simulation/run/{id}': {
    resource: 'simulation-run',
    action: 'update',
    patch: evaluations.simulationRunCancel,
    view: evaluations.simulationRunView,
  },
  'GET /eval/simulation/run/{id}/item': { resource: 'simulation-run-item', action: 'list' },
  'GET /eval/simulation/run/{id}/item/{itemId}': { resource: 'simulation-run-item', action: 'get' },
  'PATCH /eval/simulation/run/{id}/item/{itemId}': {
    resource: 'simulation-run-item',
    action: 'update',
    patch: evaluations.simulationRunItemCancel,
  },
  'POST /eval/simulation/run/{id}/item/{itemId}/generate': {
    resource: 'simulation-run-item',
    action: 'custom',
    respond: lazyResponder(loadSimulationGeneration, (module) => module.respondGenerateRunItem),
  },
  'POST /eval/simulation': { resource: 'simulation', action: 'create' },
  'GET /eval/simulation': { resource: 'simulation', action: 'list' },
  'GET /eval/simulation/concurrency': {
    resource: 'simulation',
    action: 'custom',
    respond: evaluations.respondSimulationConcurrency,
  },
  'GET /eval/simulation/{id}': { resource: 'simulation', action: 'get' },
  'PATCH /eval/simulation/{id}': { resource: 'simulation', action: 'update' },
  'DELETE /eval/simulation/{id}': { resource: 'simulation', action: 'delete' },

  'POST /reporting/insight': { resource: 'insight', action: 'create' },
  'GET /reporting/insight': { resource: 'insight', action: 'list', paginated: true },
  'GET /reporting/insight/{id}': { resource: 'insight', action: 'get' },
  'PATCH /reporting/insight/{id}': { resource: 'insight', action: 'update' },
  'DELETE /reporting/insight/{id}': { resource: 'insight', action: 'delete' },
  'POST /reporting/insight/{id}/run': {
    resource: 'insight',
    action: 'custom',
    respond: lazyResponder(loadReporting, (module) => module.respondInsightRun),
  },
  'POST /reporting/insight/preview': {
    resource: 'insight',
    action: 'custom',
    respond: lazyResponder(loadReporting, (module) => module.respondInsightPreview),
  },
  'POST /reporting/board': { resource: 'board', action: 'create' },
  'GET /reporting/board': { resource: 'board', action: 'list', paginated: true },
  'GET /reporting/board/default/metrics-overview': {
    resource: 'board',
    action: 'custom',
    respond: lazyResponder(loadReporting, (module) => module.respondDefaultBoard),
  },
  'GET /reporting/board/{id}': { resource: 'board', action: 'get' },
  'PATCH /reporting/board/{id}': { resource: 'board', action: 'update' },
  'DELETE /reporting/board/{id}': { resource: 'board', action: 'delete' },

  'POST /observability/scorecard': {
    resource: 'scorecard',
    action: 'create',
    validate: scorecards.validateScorecard,
  },
  'GET /observability/scorecard': { resource: 'scorecard', action: 'list', paginated: true },
  'GET /observability/scorecard/{id}': { resource: 'scorecard', action: 'get' },
  'PATCH /observability/scorecard/{id}': {
    resource: 'scorecard',
    action: 'update',
    patch: scorecards.scorecardPatch,
  },
  'DELETE /observability/scorecard/{id}': { resource: 'scorecard', action: 'delete' },
} as const satisfies Record<DocumentOperationKey, OperationSpec>;

/** `METHOD /path` of every operation the mock answers. */
export type OperationKey = keyof typeof OPERATIONS;

/** One row of the table, split into its parts. */
export interface OperationRow {
  key: OperationKey;
  method: HttpMethod;
  path: string;
  spec: OperationSpec;
}

function splitKey(key: OperationKey): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/** The table as rows. */
export function operationRows(): OperationRow[] {
  return (Object.keys(OPERATIONS) as OperationKey[]).map((key) => ({
    key,
    ...splitKey(key),
    spec: OPERATIONS[key],
  }));
}

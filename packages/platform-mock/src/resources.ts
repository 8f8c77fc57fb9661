import type { Cascade, ListFilters, Patch, Responder, Shape, Validate, View } from './action-context';
import { OPERATION_FACTS, type OperationFacts } from './generated/operations';
import { lazyResponder } from './lazy-responder';
import { analyticsOperations } from './responders/analytics';
import { assistantOperations } from './responders/assistants';
import { callOperations } from './responders/calls';
import { campaignOperations } from './responders/campaigns';
import { chatOperations } from './responders/chats';
import { credentialOperations } from './responders/credentials';
import type { CallArtifact } from './responders/downloads';
import { evaluationOperations } from './responders/evaluations';
import { knowledgeBaseOperations } from './responders/knowledge-bases';
import { orgOperations } from './responders/orgs';
import { providerIntegrationOperations } from './responders/provider-integrations';
import { scorecardOperations } from './responders/scorecards';
import { templateOperations } from './responders/templates';
import { voiceOperations } from './responders/voices';
import { shapedOperations } from './shapes';

// Responders with much code and few callers load on their first request, as the request validator does: a page
// that uses the mock for calls and assistants (the site's simulated demo) never downloads them. Their rows stay
// here, since naming their module statically would load it.
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
  /**
   * The paths of the resource's collection: `POST` there creates, `GET` lists, and `GET`, `PATCH`, `PUT` and
   * `DELETE` on `<collection>/{<idParam>}` read, update, replace and delete one entity.
   */
  collections?: readonly string[];
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

/**
 * Where each resource's collection lives, and how paths address its entities. Every path where a `GET` lists what
 * is stored is here (a test holds the table to it): these are the paths `seed` takes.
 */
const RESOURCE_SPECS = {
  assistant: { collections: ['/assistant', '/v2/assistant'] },
  squad: { collections: ['/squad'] },
  workflow: { collections: ['/workflow'] },
  call: { collections: ['/call', '/v2/call'] },
  chat: { collections: ['/chat'] },
  campaign: { collections: ['/campaign', '/v2/campaign'] },
  session: { collections: ['/session'] },
  'phone-number': { collections: ['/phone-number', '/v2/phone-number'] },
  tool: { collections: ['/tool'] },
  file: { collections: ['/file'] },
  'knowledge-base': { collections: ['/knowledge-base'] },
  'structured-output': { collections: ['/structured-output'] },
  'test-suite': { collections: ['/test-suite'] },
  'test-suite-test': { collections: ['/test-suite/{testSuiteId}/test'], parent: underTestSuite },
  'test-suite-run': { collections: ['/test-suite/{testSuiteId}/run'], parent: underTestSuite },
  eval: { collections: ['/eval'] },
  'eval-run': { collections: ['/eval/run'] },
  org: { collections: ['/org'] },
  'org-user': {
    collections: ['/org/{id}/user'],
    idParam: 'memberId',
    parent: { param: 'id', resource: 'org', field: 'orgId' },
  },
  token: { collections: ['/token'] },
  credential: { collections: ['/credential'] },
  template: { collections: ['/template'] },
  'provider-resource': {
    collections: ['/provider/{provider}/{resourceName}'],
    scope: ['provider', 'resourceName'],
  },
  'knowledge-base-v2': { collections: ['/v2/knowledge-base'] },
  'knowledge-base-file': {
    collections: ['/v2/knowledge-base/{id}/file'],
    idParam: 'fileId',
    idField: 'fileId',
    parent: { param: 'id', resource: 'knowledge-base-v2', field: 'knowledgeBaseV2Id' },
  },
  simulation: { collections: ['/eval/simulation'] },
  'simulation-personality': { collections: ['/eval/simulation/personality'] },
  'simulation-scenario': { collections: ['/eval/simulation/scenario'] },
  'simulation-suite': { collections: ['/eval/simulation/suite'] },
  'simulation-run': { collections: ['/eval/simulation/run'] },
  'simulation-run-item': {
    collections: ['/eval/simulation/run/{id}/item'],
    idParam: 'itemId',
    parent: { param: 'id', resource: 'simulation-run', field: 'runId' },
  },
  insight: { collections: ['/reporting/insight'] },
  board: { collections: ['/reporting/board'] },
  scorecard: { collections: ['/observability/scorecard'] },
} as const satisfies Partial<Record<ResourceName, ResourceSpec>>;

/** The resources by name, each as a `ResourceSpec`. */
export const RESOURCES: Readonly<Partial<Record<ResourceName, ResourceSpec>>> = RESOURCE_SPECS;

/** A collection path (`/assistant`, `/test-suite/{testSuiteId}/test`, …): a path where `GET` lists a resource. */
export type CollectionPath = {
  [Resource in keyof typeof RESOURCE_SPECS]: (typeof RESOURCE_SPECS)[Resource]['collections'][number];
}[keyof typeof RESOURCE_SPECS];

/** The resource each collection path holds. */
export const COLLECTIONS: ReadonlyMap<string, ResourceName> = new Map(
  (Object.entries(RESOURCES) as [ResourceName, ResourceSpec][]).flatMap(([resource, spec]) =>
    (spec.collections ?? []).map((path) => [path, resource] as const),
  ),
);

interface OperationBase {
  resource: ResourceName;
  /** Checked before a create; a message means 400. */
  validate?: Validate;
}

/** An operation the generic collection actions answer. */
export interface CollectionOperation extends OperationBase {
  action: Exclude<Action, 'custom'>;
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

/** `METHOD /path` of every operation the mock answers: every operation of the document. */
export type OperationKey = keyof typeof OPERATION_FACTS;

/** Rows written by hand, each beside the functions it names: the operations that do more than their path says. */
export type Operations = Partial<Record<OperationKey, CollectionOperation | CustomOperation>>;

/** One operation as the mock answers it: its row, and what the document says of it (multipart, paginated…). */
export type OperationSpec = (CollectionOperation | CustomOperation) & OperationFacts;

const lazyOperations: Operations = {
  'GET /call/{id}/mono-recording': callDownload('mono-recording'),
  'GET /call/{id}/stereo-recording': callDownload('stereo-recording'),
  'GET /call/{id}/video-recording': callDownload('video-recording'),
  'GET /call/{id}/customer-recording': callDownload('customer-recording'),
  'GET /call/{id}/assistant-recording': callDownload('assistant-recording'),
  'GET /call/{id}/pcap': callDownload('pcap'),
  'GET /call/{id}/call-logs': callDownload('call-logs'),
  'POST /structured-output/run': {
    resource: 'structured-output',
    action: 'custom',
    respond: lazyResponder(
      () => import('./responders/structured-outputs'),
      (module) => module.respondStructuredOutputRun,
    ),
  },
  'POST /eval/simulation/scenario/generate': {
    resource: 'simulation-scenario',
    action: 'custom',
    respond: lazyResponder(loadSimulationGeneration, (module) => module.respondGenerateScenarios),
  },
  'POST /eval/simulation/run/{id}/item/{itemId}/generate': {
    resource: 'simulation-run-item',
    action: 'custom',
    respond: lazyResponder(loadSimulationGeneration, (module) => module.respondGenerateRunItem),
  },
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
  'GET /reporting/board/default/metrics-overview': {
    resource: 'board',
    action: 'custom',
    respond: lazyResponder(loadReporting, (module) => module.respondDefaultBoard),
  },
};

const WRITTEN_OPERATIONS: Operations = {
  ...analyticsOperations,
  ...assistantOperations,
  ...callOperations,
  ...campaignOperations,
  ...chatOperations,
  ...credentialOperations,
  ...evaluationOperations,
  ...knowledgeBaseOperations,
  ...orgOperations,
  ...providerIntegrationOperations,
  ...scorecardOperations,
  ...templateOperations,
  ...voiceOperations,
  ...shapedOperations,
  ...lazyOperations,
};

/** What each method does to a collection (`on: 'collection'`) or to one of its entities. */
const PLAIN_ACTIONS: Readonly<Record<string, Exclude<Action, 'custom'>>> = {
  'POST collection': 'create',
  'GET collection': 'list',
  'GET entity': 'get',
  'PATCH entity': 'update',
  'PUT entity': 'replace',
  'DELETE entity': 'delete',
};

/** The plain row `METHOD /path` stands for: a create, list, read, update, replace or delete of a collection. */
function plainOperation(method: string, path: string): CollectionOperation | undefined {
  for (const [resource, spec] of Object.entries(RESOURCES) as [ResourceName, ResourceSpec][]) {
    for (const collection of spec.collections ?? []) {
      const on =
        path === collection
          ? 'collection'
          : path === `${collection}/{${spec.idParam ?? 'id'}}`
            ? 'entity'
            : '';
      const action = on && PLAIN_ACTIONS[`${method} ${on}`];
      if (action) return { resource, action };
    }
  }
  return undefined;
}

function buildTable(): Record<OperationKey, OperationSpec> {
  const table = {} as Record<OperationKey, OperationSpec>;
  const unanswered: string[] = [];
  for (const [key, facts] of Object.entries(OPERATION_FACTS) as [OperationKey, OperationFacts][]) {
    const { method, path } = splitKey(key);
    const row = WRITTEN_OPERATIONS[key] ?? plainOperation(method, path);
    if (row) table[key] = { ...facts, ...row };
    else unanswered.push(key);
  }
  // An operation a newer document adds, which is neither plain nor written, stops the mock loudly.
  if (unanswered.length > 0) throw new Error(`The mock has no row for ${unanswered.join(', ')}.`);
  return table;
}

function splitKey(key: OperationKey): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/**
 * Every platform operation, keyed `METHOD /path` exactly as in the OpenAPI document: the rows written by hand,
 * and for the rest the plain row their method and path stand for.
 */
export const OPERATIONS: Readonly<Record<OperationKey, OperationSpec>> = buildTable();

/** One row of the table, split into its parts. */
export interface OperationRow {
  key: OperationKey;
  method: HttpMethod;
  path: string;
  spec: OperationSpec;
}

/** The table as rows. */
export function operationRows(): OperationRow[] {
  return (Object.keys(OPERATIONS) as OperationKey[]).map((key) => ({
    key,
    ...splitKey(key),
    spec: OPERATIONS[key],
  }));
}

import { type HttpHandler, HttpResponse, http } from 'msw';
import { isPublicOperation } from '../auth';
import { DEFAULT_BASE_URL } from '../default-base-url';
import type { ActionContext, JsonObject, MockSession } from './action-context';
import { MockProblem, problem, type Reply, reply } from './reply';
import {
  type CollectionOperation,
  type OperationRow,
  operationRows,
  RESOURCES,
  type ResourceSpec,
} from './resources';
import { ORG_USER_COLLECTION } from './responders';
import { selectEntities } from './select-entities';
import { plainShape } from './shapes';
import { createStore, type Entity, type Store } from './store';

/** Options of `createPlatformHandlers`. */
export interface PlatformHandlersOptions {
  /** The API base the handlers answer; defaults to `https://api.vapi.ai`. */
  baseUrl?: string;
  /** The store behind the handlers; a new empty one by default, so each call starts from a clean platform. */
  store?: Store;
}

const SIGNED_IN_EMAIL = 'you@clinic.example';
const BEARER = /^Bearer\s+\S+/i;
const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET', 'DELETE']);

type Params = Readonly<Record<string, string>>;

/** Where an operation's path points: the entity it names, and the fields that tie entities to their parent. */
interface Location {
  target: Entity | undefined;
  scope: Record<string, string>;
}

/** msw handlers answering every platform operation from one in-memory store. */
export function createPlatformHandlers(options: PlatformHandlersOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const store = options.store ?? createStore();
  const session = openSession(store, baseUrl);
  return orderBySpecificity(operationRows()).map((row) =>
    http[methodName(row)](`${baseUrl}${toMswPath(row.path)}`, async ({ request, params }) =>
      toResponse(await answer(row, request, stringParams(params), store, session)),
    ),
  );
}

function methodName(row: OperationRow) {
  return row.method.toLowerCase() as Lowercase<OperationRow['method']>;
}

// The caller's org exists from the start, so `GET /org` and entity `orgId`s agree with each other.
function openSession(store: Store, baseUrl: string): MockSession {
  const existing = store.list('org')[0];
  const org =
    existing ?? store.create('org', (id) => ({ name: 'Mock dental clinic', orgId: id, featureFlags: {} }));
  if (!existing) {
    store.create(ORG_USER_COLLECTION, {
      orgId: org.id,
      email: SIGNED_IN_EMAIL,
      role: 'admin',
      status: 'active',
    });
  }
  return { orgId: org.id, userEmail: SIGNED_IN_EMAIL, baseUrl };
}

function toMswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

const isParamSegment = (segment: string | undefined) => segment?.startsWith('{') ?? false;

// msw answers with the first matching handler: a literal segment must win over a parameter in the same place,
// or `GET /eval/run` would be read as `GET /eval/{id}` with id "run".
function orderBySpecificity(rows: OperationRow[]): OperationRow[] {
  return [...rows].sort((a, b) => {
    const left = a.path.split('/');
    const right = b.path.split('/');
    for (let index = 0; index < Math.min(left.length, right.length); index++) {
      const leftIsParam = isParamSegment(left[index]);
      if (leftIsParam !== isParamSegment(right[index])) return leftIsParam ? 1 : -1;
    }
    return 0;
  });
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Params {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) result[key] = typeof value === 'string' ? value : value.join('/');
  }
  return result;
}

function toResponse({ status, body }: Reply): Response {
  return HttpResponse.json(body as JsonObject, { status });
}

async function answer(
  row: OperationRow,
  request: Request,
  params: Params,
  store: Store,
  session: MockSession,
) {
  try {
    if (
      !isPublicOperation(row.method, row.path) &&
      !BEARER.test(request.headers.get('Authorization') ?? '')
    ) {
      return problem(401, 'Missing bearer token: send "Authorization: Bearer <your API key>".');
    }
    const { body, form } = await readInput(row, request);
    const location = locate(row, params, store);
    if ('status' in location) return location;
    const context: ActionContext = {
      store,
      session,
      collection: row.spec.resource,
      params,
      query: new URL(request.url).searchParams,
      body,
      form,
      target: location.target,
    };
    return row.spec.action === 'custom'
      ? row.spec.respond(context)
      : runCollectionAction(row.spec, context, location);
  } catch (error) {
    if (error instanceof MockProblem) return problem(error.status, error.message);
    throw error;
  }
}

async function readInput(
  row: OperationRow,
  request: Request,
): Promise<{ body: JsonObject; form?: FormData }> {
  if (BODYLESS_METHODS.has(row.method)) return { body: {} };
  if (row.spec.multipart) {
    if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      throw new MockProblem(400, 'Expected a multipart/form-data body.');
    }
    return { body: {}, form: await request.formData() };
  }
  const text = await request.text();
  if (!text.trim()) return { body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MockProblem(400, 'Request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new MockProblem(400, 'Request body must be a JSON object.');
  }
  return { body: parsed as JsonObject };
}

/** The one place where a path that names a missing entity (or parent) becomes a 404. */
function locate(row: OperationRow, params: Params, store: Store): Location | Reply {
  const resource = row.spec.resource;
  const spec: ResourceSpec = RESOURCES[resource] ?? {};
  const scope: Record<string, string> = {};
  for (const param of spec.scope ?? []) {
    const value = params[param];
    if (value !== undefined) scope[param] = value;
  }
  if (spec.parent) {
    const parentId = params[spec.parent.param];
    if (parentId !== undefined) {
      if (!store.get(spec.parent.resource, parentId)) return notFound(spec.parent.resource, parentId);
      scope[spec.parent.field] = parentId;
    }
  }
  const id = params[spec.idParam ?? 'id'];
  if (id === undefined) return { target: undefined, scope };
  const target = store.get(resource, id);
  if (!target || !inScope(target, scope)) return notFound(resource, id);
  return { target, scope };
}

function notFound(resource: string, id: string): Reply {
  return problem(404, `No ${resource} with id "${id}".`);
}

function inScope(entity: Entity, scope: Record<string, string>): boolean {
  return Object.entries(scope).every(([field, value]) => entity[field] === value);
}

function runCollectionAction(
  spec: CollectionOperation,
  context: ActionContext,
  { target, scope }: Location,
): Reply {
  const { store, collection, body, query } = context;
  switch (spec.action) {
    case 'create': {
      const message = spec.validate?.(context);
      if (message) return problem(400, message);
      const shape = spec.shape ?? plainShape;
      return reply(
        201,
        store.create(collection, (id) => ({ ...shape(context, id), ...scope })),
      );
    }
    case 'list': {
      const { items, metadata } = selectEntities(
        store.list(collection).filter((entity) => inScope(entity, scope)),
        query,
      );
      return reply(200, spec.paginated ? { results: items, metadata } : items);
    }
    case 'get':
      return reply(200, target);
    case 'update':
      return reply(
        200,
        target && store.update(collection, target.id, { ...body, orgId: target.orgId, ...scope }),
      );
    case 'replace':
      return reply(
        200,
        target && store.replace(collection, target.id, { ...plainShape(context, target.id), ...scope }),
      );
    case 'delete':
      return reply(200, target && store.remove(collection, target.id));
  }
}

import { DEFAULT_BASE_URL } from '@clinic/api-client';
import { type ActionContext, type MockSession, objectOf } from './action-context';
import { locate, runCollectionAction } from './answer-operation';
import { type RequestInput, readInput } from './read-input';
import { MockProblem, problem, type Reply, replyContent, replyHeaders, statusName } from './reply';
import {
  COLLECTIONS,
  type CollectionPath,
  type OperationKey,
  type OperationRow,
  operationRows,
} from './resources';
import { ORG_USER_COLLECTION } from './responders/orgs';
import { createRouter, type Route } from './route-request';
import type { CallRun, RunCallOptions } from './run-call';
import { createStore, type Entity, type Store } from './store';

/** Options of `createPlatformMock`. */
export interface PlatformMockOptions {
  /** The API base the mock answers; defaults to `https://api.vapi.ai`. */
  baseUrl?: string | undefined;
  /** Bearer tokens accepted; by default any non-empty token is. */
  tokens?: readonly string[] | undefined;
  /**
   * Check bodies, queries and path values against the platform's OpenAPI document (the one `@clinic/api-client`
   * ships as `openapi.json`) and answer 400 when they break it (default true).
   */
  validate?: boolean | undefined;
  /** Milliseconds before every answer (default 0). */
  latency?: number | undefined;
  /** The store behind the mock; a new empty one by default, so each mock starts from a clean platform. */
  store?: Store | undefined;
}

/** An injected failure: the next `times` requests to an operation answer `status` (and `body`). */
export interface MockFailure {
  status: number;
  /** The answer's body; the platform's error shape `{ message, error, statusCode }` when left out. */
  body?: unknown;
  /** How many requests fail (default 1). */
  times?: number | undefined;
}

/**
 * What the mock reads of a request. A Fetch `Request` is one; a server that has the request another way (the bin,
 * off Node's HTTP parser) passes a view of it, and neither a `Request` nor a `Response` is built.
 */
export interface MockRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** Aborts the wait of `latency`. */
  readonly signal?: AbortSignal;
  text(): Promise<string>;
  formData(): Promise<FormData>;
}

/** The mocked platform without msw: an in-page fetch, what answers it, and the means to steer them. */
export interface PlatformMockCore {
  /** Answers one request under the base URL; never throws. */
  answer(request: Request): Promise<Response>;
  /** What `answer` answers, before it becomes a `Response`: for servers that write the reply out themselves. */
  reply(request: MockRequest): Promise<Reply>;
  /** Whether the URL lies under the base URL. */
  serves(url: string): boolean;
  /**
   * The answer to a method `fetch` refuses to build a `Request` for (TRACE, CONNECT): 405 on a path the platform
   * has, 404 elsewhere; for servers that receive such requests off the wire.
   */
  refuseMethod(method: string, url: string): Response;
  /** `METHOD /path` of the operation the request is for, if any. */
  operationOf(request: MockRequest): OperationKey | undefined;
  /** The operations, as rows of the table. */
  readonly rows: readonly OperationRow[];
  /** Stores entities as they are (filling `id`, `orgId`, `createdAt`, `updatedAt` when missing); returns them. */
  seed(collectionPath: CollectionPath, entities: readonly Record<string, unknown>[]): Entity[];
  /** Makes the next `times` requests to `operation` (`METHOD /path` as in the operations list) fail. */
  fail(operation: OperationKey, failure: MockFailure): void;
  /** Empties the store and drops pending failures. */
  reset(): void;
  /**
   * Plays a scripted conversation on a call of the mock (one created through `POST /call` or `POST /call/web`): each
   * step becomes the server messages the platform would POST to the server URL of the tool, the assistant or the
   * phone number, signed as its credential says; resolves every message with the answer it got, and the call as it
   * ended.
   */
  runCall(callId: string, options: RunCallOptions): Promise<CallRun>;
  /**
   * Plays an unfinished simulation run item to `passed` or `failed`, as the platform ends one, and resolves it as
   * stored. An unknown item, or one that has ended already, rejects with a `TypeError`.
   */
  playSimulationRunItem(itemId: string): Promise<Entity>;
  /** A `fetch` answered by the mock in the page, with no interception; other hosts fail like a network error. */
  readonly fetch: typeof fetch;
}

const SIGNED_IN_EMAIL = 'you@clinic.example';
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const BODYLESS_METHODS: ReadonlySet<string> = new Set(['GET']);
// A body is optional with these: none at all is fine, but one that is sent is read and checked.
const OPTIONAL_BODY_METHODS: ReadonlySet<string> = new Set(['DELETE']);

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

// The validator and the document's schemas are loaded on first use: a mock with `validate: false`, and every
// page until its first request, carries neither.
let requestValidator: Promise<typeof import('./request-validator')> | undefined;
const loadRequestValidator = () => {
  requestValidator ??= import('./request-validator');
  return requestValidator;
};

// The call runner, and the HMAC signer it brings, load on the first run: pages that use the mock only to answer
// requests (the site's simulated demo) never carry them.
let callRunner: Promise<typeof import('./run-call')> | undefined;
const loadCallRunner = () => {
  callRunner ??= import('./run-call');
  return callRunner;
};

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Why `seed` refuses a path (from JavaScript, or past a cast): the collection it lies under when there is one (an
 * entity's path, a create-only operation such as `/call/web`), else every collection path.
 */
function notACollection(path: unknown): string {
  const collections = [...COLLECTIONS.keys()];
  const under = collections
    .filter((collection) => String(path).startsWith(`${collection}/`))
    .sort((a, b) => b.length - a.length)[0];
  const hint = under
    ? `seed its collection, ${under}`
    : `a collection path is one where GET lists the entities: ${collections.join(', ')}`;
  return `seed(${JSON.stringify(path)}): not a collection path of the platform; ${hint}.`;
}

const toResponse = (reply: Reply): Response =>
  new Response(replyContent(reply), { status: reply.status, headers: replyHeaders(reply) });

/**
 * The mock of the whole platform over one in-memory store, without msw: what `createPlatformMock` wraps in msw
 * handlers, and what the `clinic-platform-mock` server answers with.
 */
export function createPlatformMockCore(options: PlatformMockOptions = {}): PlatformMockCore {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const validate = options.validate ?? true;
  const latency = options.latency ?? 0;
  const tokens = options.tokens && new Set(options.tokens);
  const store = options.store ?? createStore();
  const rows = operationRows();
  const router = createRouter(rows, baseUrl);
  const failures = new Map<OperationKey, Required<Omit<MockFailure, 'body'>> & { body: unknown }>();
  let session = openSession(store, baseUrl);
  // msw asks every handler's predicate, then the chosen handler answers: each request is routed once and the
  // route kept for both.
  const routes = new WeakMap<MockRequest, Route | Reply>();
  const routeOf = (request: MockRequest) => {
    const known = routes.get(request);
    if (known) return known;
    const found = router.route(request.method, request.url);
    routes.set(request, found);
    return found;
  };

  const isAuthorized = (row: OperationRow, request: MockRequest) => {
    if (row.spec.public) return true;
    const token = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1];
    return !!token && (!tokens || tokens.has(token));
  };

  const injectedFailure = (key: OperationKey): Reply | undefined => {
    const failure = failures.get(key);
    if (!failure) return undefined;
    if (--failure.times <= 0) failures.delete(key);
    const { status, body } = failure;
    return body === undefined
      ? problem(status, `${statusName(status)} (injected by the mock for ${key}).`)
      : { status, body };
  };

  const checkRequest = async ({ row, params, query }: Route, { raw, form }: RequestInput) => {
    const { checkRequestPart, formValues, queryValues } = await loadRequestValidator();
    const body = () => {
      if (form) return checkRequestPart(row.key, 'form', formValues(row.key, form));
      if (BODYLESS_METHODS.has(row.method) || (raw === undefined && OPTIONAL_BODY_METHODS.has(row.method))) {
        return [];
      }
      return checkRequestPart(row.key, 'body', raw ?? {});
    };
    return [
      ...checkRequestPart(row.key, 'path', params),
      ...checkRequestPart(row.key, 'query', queryValues(row.key, query)),
      ...body(),
    ];
  };

  const answerRoute = async (route: Route, request: MockRequest): Promise<Reply> => {
    const { row, params, query } = route;
    const failure = injectedFailure(row.key);
    if (failure) return failure;
    if (!isAuthorized(row, request)) {
      return problem(
        401,
        tokens
          ? 'Invalid token: the bearer token is not one this mock accepts.'
          : 'Missing bearer token: send "Authorization: Bearer <your API key>".',
      );
    }
    const input = BODYLESS_METHODS.has(row.method)
      ? { body: {}, raw: undefined }
      : await readInput(request, !!row.spec.multipart);
    if (input.raw !== undefined && !objectOf(input.raw)) {
      return problem(400, 'Request body must be a JSON object.');
    }
    if (validate) {
      const messages = await checkRequest(route, input);
      if (messages.length) return problem(400, messages);
    }
    const location = locate(row, params, store);
    if ('status' in location) return location;
    const context: ActionContext = {
      store,
      session,
      collection: row.spec.resource,
      params,
      query,
      body: input.body,
      form: input.form,
      target: location.target,
    };
    return row.spec.action === 'custom'
      ? row.spec.respond(context)
      : runCollectionAction(row.spec, context, location);
  };

  /** Every request under the base URL gets an HTTP answer: nothing a caller sends makes this throw. */
  const reply = async (request: MockRequest): Promise<Reply> => {
    if (latency > 0) await sleep(latency, request.signal);
    try {
      const route = routeOf(request);
      return 'row' in route ? await answerRoute(route, request) : route;
    } catch (error) {
      // MockProblem is bad input found by a shape or responder; anything else is a fault of the mock itself,
      // still answered, so that the code under test sees a platform error rather than a broken fetch.
      return error instanceof MockProblem
        ? problem(error.status, error.message)
        : problem(500, `The mock platform failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const answer = async (request: Request): Promise<Response> => toResponse(await reply(request));

  const serves = (url: string) => router.pathUnderBase(url) !== undefined;

  return {
    answer,
    reply,
    serves,
    refuseMethod: (method, url) => {
      const route = router.route(method, url);
      // No row has such a method, so the route is always the refusal.
      return toResponse('row' in route ? problem(405, `Cannot ${method}`) : route);
    },
    operationOf: (request) => {
      const route = routeOf(request);
      return 'row' in route ? route.row.key : undefined;
    },
    rows,
    seed(collectionPath, entities) {
      const resource = COLLECTIONS.get(collectionPath);
      if (!resource) throw new TypeError(notACollection(collectionPath));
      return entities.map((entity) => store.insert(resource, { orgId: session.orgId, ...entity }));
    },
    fail(operation, { status, body, times = 1 }) {
      if (!rows.some((row) => row.key === operation)) {
        throw new TypeError(`${operation} is not an operation of the platform.`);
      }
      failures.set(operation, { status, body, times });
    },
    runCall: async (callId, runOptions) => (await loadCallRunner()).runCall(store, callId, runOptions),
    playSimulationRunItem: async (itemId) =>
      (await import('./responders/simulation-generation')).playRunItem(store, itemId),
    reset() {
      store.clear();
      failures.clear();
      session = openSession(store, baseUrl);
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      request.signal.throwIfAborted();
      // What a real fetch does for a host it cannot reach.
      if (!serves(request.url)) {
        throw new TypeError(`The mock platform does not answer ${request.method} ${request.url}.`);
      }
      const response = await answer(request);
      request.signal.throwIfAborted();
      return response;
    },
  };
}

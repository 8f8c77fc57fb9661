import type { Reply } from './reply';
import type { Entity, Store } from './store';

/** A JSON request body; the handlers accept only objects. */
export type JsonObject = Record<string, unknown>;

/** The value as a JSON object, or `undefined` when it is anything else (an array, null, a scalar). */
export const objectOf = (value: unknown): JsonObject | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;

/** Who the mock believes is calling: one org and one signed-in user per `createPlatformHandlers` call. */
export interface MockSession {
  orgId: string;
  userEmail: string;
  baseUrl: string;
}

/** Everything an action sees once auth, body parsing and the 404 checks have passed. */
export interface ActionContext {
  store: Store;
  session: MockSession;
  /** The collection of the operation's resource. */
  collection: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The JSON body, `{}` when there is none or it is multipart. */
  body: JsonObject;
  /** The multipart body, when the operation takes one. */
  form: FormData | undefined;
  /** The entity the path's id names, for operations on one entity. */
  target: Entity | undefined;
}

/** Checks the input of a create; returns the 400 message, or `undefined` when the input is acceptable. */
export type Validate = (context: ActionContext) => string | undefined;
/** Builds the stored fields of a new entity from the request (and the new id). */
export type Shape = (context: ActionContext, id: string) => JsonObject;
/** Answers an operation that is not plain CRUD; a file download may need to wait (gzip, say). */
export type Responder = (context: ActionContext) => Reply | Promise<Reply>;
/** How a stored entity is answered (secrets masked, counters derived from other collections, …). */
export type View = (context: ActionContext, entity: Entity) => JsonObject;
/** The fields an update merges into its target; may refuse with a `MockProblem` or act on other entities. */
export type Patch = (context: ActionContext, target: Entity) => JsonObject;
/** What else goes when an entity is deleted (the contacts of a campaign, the files of a knowledge base). */
export type Cascade = (context: ActionContext, removed: Entity) => void;
/** Query names a list filters by, each reading the value it is compared with off an entity. */
export type ListFilters = Readonly<Record<string, (entity: Entity) => unknown>>;

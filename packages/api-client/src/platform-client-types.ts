import type { Client, FetchOptions, FetchResponse } from 'openapi-fetch';
import type { RequiredKeysOf } from 'openapi-typescript-helpers';
import type { PlatformMethodName, PlatformOperations, PlatformPaths } from './platform-paths';

/** The init a call of `Operation` takes: openapi-fetch's own, without its `[key: string]: unknown` escape. */
export type PlatformInit<Operation> = RefuseFormData<FetchOptions<Operation>>;

/**
 * openapi-fetch's `Writable` turns a JSON body into an intersection, which TypeScript exempts from its weak-type
 * check, so a FormData passed for a body whose fields are all optional would be accepted: a JSON body is also
 * told that it has no `append`, which every FormData has.
 */
export type RefuseFormData<Init> = Init extends { body?: infer Body }
  ? // A multipart body: FormData, as Writable maps it.
    'append' extends keyof NonNullable<Body>
    ? Init
    : Init & { body?: { append?: never } }
  : Init;

// The init may be left out exactly when openapi-fetch lets it be: when nothing in it is required.
type PlatformInitArgs<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init];

/**
 * One method of the client. openapi-fetch infers the init as a type parameter, so an object literal is compared
 * with itself and a misspelt or extra field passes (openapi-fetch issue #1769); here the init parameter has the
 * operation's concrete type once the path is known, so the literal gets TypeScript's excess-property check at
 * every depth. The answer is typed as openapi-fetch types a call without `parseAs`.
 */
export type PlatformMethod<Method extends PlatformMethodName> = <
  Path extends keyof PlatformOperations[Method],
>(
  url: Path,
  ...init: PlatformInitArgs<PlatformInit<PlatformOperations[Method][Path]>>
) => Promise<PlatformResponse<PlatformOperations[Method][Path]>>;

type PlatformResponse<Operation> =
  Operation extends Record<string | number, unknown>
    ? FetchResponse<Operation, PlatformInit<Operation>, 'application/json'>
    : never;

/** The typed client: openapi-fetch's client over every platform path, its five methods checking the init exactly. */
export interface PlatformClient
  extends Omit<Client<PlatformPaths, 'application/json'>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'> {
  GET: PlatformMethod<'get'>;
  POST: PlatformMethod<'post'>;
  PUT: PlatformMethod<'put'>;
  PATCH: PlatformMethod<'patch'>;
  DELETE: PlatformMethod<'delete'>;
}

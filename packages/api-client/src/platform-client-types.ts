import type { Client, FetchResponse, MaybeOptionalInit, ParseAs } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { PlatformPaths } from './platform-paths';

type PlatformMethodName = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The init one call of `Method Path` takes: openapi-fetch's own, without its `[key: string]: unknown` escape. */
export type PlatformInit<
  Path extends keyof PlatformPaths,
  Method extends PlatformMethodName,
> = RefuseFormData<MaybeOptionalInit<PlatformPaths[Path], Method>>;

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

// The init may be left out exactly when openapi-fetch lets it be (its init type then admits undefined). Its
// `parseAs` alone is inferred (`As`), so that the answer's `data` is typed as what that parser returns.
type PlatformInitArgs<Init, As extends ParseAs> = undefined extends Init
  ? [init?: Init & { parseAs?: As }]
  : [init: Init & { parseAs?: As }];

/**
 * One method of the client. openapi-fetch infers the init as a type parameter, so an object literal is compared
 * with itself and a misspelt or extra field passes (openapi-fetch issue #1769); here the init parameter has the
 * operation's concrete type once the path is known, so the literal gets TypeScript's excess-property check at
 * every depth. Only `parseAs` is a type parameter, and the answer is typed as openapi-fetch types it for that
 * parser (`text` gives a string, `blob` a Blob, …; JSON when it is left out).
 */
export type PlatformMethod<Method extends PlatformMethodName> = <
  Path extends PathsWithMethod<PlatformPaths, Method>,
  As extends ParseAs = 'json',
>(
  url: Path,
  ...init: PlatformInitArgs<PlatformInit<Path, Method>, As>
) => Promise<PlatformResponse<PlatformPaths[Path][Method], As>>;

type PlatformResponse<Operation, As extends ParseAs> =
  Operation extends Record<string | number, unknown>
    ? FetchResponse<Operation, { parseAs: As }, 'application/json'>
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

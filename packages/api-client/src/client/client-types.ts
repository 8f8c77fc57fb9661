import type { Client, FetchOptions, ParseAs, ParseAsResponse } from 'openapi-fetch';
import type {
  OkStatus,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { UndefinedAsUnset } from '../undefined-as-unset';
import type { PlatformMethodName, PlatformOperations, PlatformPaths } from './paths';

// openapi-fetch passes request bodies through `Writable` and answers through `Readable`, recursive mapped types
// that drop the `$Read`/`$Write` markers openapi-typescript emits with its `readWriteMarkers` option. Our
// generation leaves that option off (scripts/generate.mjs), so both are identities here, yet TypeScript rebuilt
// every body and answer through them, at every depth and in every union variant, to compare a literal with it:
// the types below read the generated types as they are.

/**
 * The body of a call of `Operation`, as openapi-fetch's `RequestBodyOption` gives it but unmapped: none when the
 * operation takes none, optional when its request body is.
 */
export type PlatformBodyOption<Operation> = Operation extends { requestBody?: never }
  ? { body?: never }
  : Operation extends { requestBody: { content: infer Content } }
    ? { body: Content[keyof Content] }
    : Operation extends { requestBody?: { content: infer Content } }
      ? { body?: Content[keyof Content] }
      : { body?: never };

/**
 * The init a call of `Operation` takes: openapi-fetch's own, without its `[key: string]: unknown` escape. Its
 * options (`signal`, `headers`, `baseUrl`, `fetch`, …) take `undefined` too, which openapi-fetch reads as unset.
 */
export type PlatformInit<Operation> = RefuseFormData<
  Pick<FetchOptions<Operation>, OperationOptions> & CallOptions & PlatformBodyOption<Operation>
>;

/** The init's options that the operation types: its parameters and their serializers. */
type OperationOptions = 'params' | 'querySerializer' | 'bodySerializer';

/**
 * The init's options that are the same for every operation, each taking `undefined` for unset: built once, where
 * mapping the whole `FetchOptions` of each call's operation nearly doubled what a call with a large body cost.
 */
type CallOptions = UndefinedAsUnset<Omit<FetchOptions<unknown>, 'body' | OperationOptions>>;

/**
 * TypeScript's weak-type check refuses a FormData for a JSON body of optional fields, but a free-form body
 * (`unknown`) would take it: a JSON body is also told that it has no `append`, which every FormData has.
 */
export type RefuseFormData<Init> = Init extends { body?: infer Body }
  ? // A multipart body: FormData, as PlatformOperations maps it.
    'append' extends keyof NonNullable<Body>
    ? Init
    : Init & { body?: { append?: never } }
  : Init;

/** The parsers that read an answer that is not JSON. */
type FileParseAs = Exclude<ParseAs, 'json'>;

/** The media types of the operation's success answers; never for one without content. */
type SuccessMediaType<Operation> = Responses<Operation>[OkStatus &
  keyof Responses<Operation>] extends infer Success
  ? Success extends { content: infer Content }
    ? keyof Content
    : never
  : never;

/**
 * Whether the operation's success answer is a file: it has content, none of it JSON (a call's recordings, its
 * packet capture and logs). Such a call must say how to read it, since the client's JSON parser would refuse it.
 */
export type AnswersFile<Operation> = [SuccessMediaType<Operation>] extends [never]
  ? false
  : 'application/json' extends SuccessMediaType<Operation>
    ? false
    : true;

// The init may be left out exactly when openapi-fetch lets it be: when nothing in it is required, and the answer
// is not a file. Its `parseAs` alone is inferred (`As`), so that the answer's `data` is typed as what that parser
// returns.
type PlatformInitArgs<Init, As extends ParseAs, File extends boolean> = File extends true
  ? [init: Init & { parseAs: As & FileParseAs }]
  : RequiredKeysOf<Init> extends never
    ? [init?: Init & { parseAs?: As }]
    : [init: Init & { parseAs?: As }];

/**
 * One method of the client. openapi-fetch infers the init as a type parameter, so an object literal is compared
 * with itself and a misspelt or extra field passes (openapi-fetch issue #1769); here the init parameter has the
 * operation's concrete type once the path is known, so the literal gets TypeScript's excess-property check at
 * every depth. Only `parseAs` is a type parameter, and the answer is typed as openapi-fetch types it for that
 * parser (`text` gives a string, `blob` a Blob, …; JSON when it is left out). An operation answering a file
 * takes a parser other than JSON, and no call of it may leave `parseAs` out.
 */
export type PlatformMethod<Method extends PlatformMethodName> = <
  Path extends keyof PlatformOperations[Method],
  As extends ParseAs = 'json',
>(
  url: Path,
  ...init: PlatformInitArgs<
    PlatformInit<PlatformOperations[Method][Path]>,
    As,
    AnswersFile<PlatformOperations[Method][Path]>
  >
) => Promise<PlatformResponse<PlatformOperations[Method][Path], As>>;

type Responses<Operation> =
  ResponseObjectMap<Operation> extends infer Answers extends Record<string | number, unknown>
    ? Answers
    : never;

/**
 * What a call resolves: openapi-fetch's `FetchResponse` of its success, without `Readable`; `data` is what the `As`
 * parser returns (`undefined` for an answer without content, such as a 204). openapi-fetch's other member, `{ error }`
 * for a non-2xx answer, never resolves here: such an answer rejects with a `PlatformApiError` instead, so `data`
 * needs no check once the call has resolved. `error` stays in the type, always absent, for code that destructures it.
 */
type PlatformResponse<Operation, As extends ParseAs> = {
  data: ParseAsResponse<SuccessResponse<Responses<Operation>, 'application/json'>, { parseAs: As }>;
  error?: never;
  response: Response;
};

/** The typed client: openapi-fetch's client over every platform path, its five methods checking the init exactly. */
export interface PlatformClient
  extends Omit<Client<PlatformPaths, 'application/json'>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'> {
  GET: PlatformMethod<'get'>;
  POST: PlatformMethod<'post'>;
  PUT: PlatformMethod<'put'>;
  PATCH: PlatformMethod<'patch'>;
  DELETE: PlatformMethod<'delete'>;
}

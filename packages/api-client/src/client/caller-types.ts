import type { ParamsOption } from 'openapi-fetch';
import type { RequiredKeysOf, ResponseObjectMap, SuccessResponse } from 'openapi-typescript-helpers';
import type { AnswersFile, PlatformBodyOption, RefuseFormData } from './client-types';
import type { PlatformMethodName, PlatformOperations } from './paths';

// The operation lookup, the params and the body are the full client's (openapi-fetch's params, the body read as
// the client reads it), and the answer is read by openapi-fetch's helpers, so the light caller and the full client
// type a call the same way; only the init's extras and the result are the caller's own.

/** The methods the light caller speaks: the ones the platform's operations use. */
export type CallerMethod = PlatformMethodName;

/** The paths that have an operation for `Method`; every other path is a type error for that method. */
export type PathsWith<Method extends CallerMethod> = keyof PlatformOperations[Method];

/** The generated operation behind `Method Path` (see PlatformOperations for why it is looked up there). */
export type OperationOf<
  Method extends CallerMethod,
  Path extends PathsWith<Method>,
> = PlatformOperations[Method][Path];

/** What one call takes: the operation's `params` and `body`, plus a `signal` and extra `headers`. */
export type CallerInit<Operation> = ParamsOption<Operation> &
  RefuseFormData<PlatformBodyOption<Operation>> & {
    /** Cancels the request: the call rejects with the signal's reason. */
    signal?: AbortSignal | undefined;
    /** Headers of this request only, over the caller's own. */
    headers?: Record<string, string> | undefined;
  };

type Success<Operation> =
  ResponseObjectMap<Operation> extends infer Responses extends Record<string | number, unknown>
    ? SuccessResponse<Responses>
    : never;

/** The body of the operation's 2xx answer (`undefined` for one without content). */
export type SuccessData<Operation> = [Success<Operation>] extends [never] ? undefined : Success<Operation>;

/** What a call resolves: the parsed 2xx body and the response itself. Non-2xx answers reject instead. */
export interface CallerResult<Operation> {
  data: SuccessData<Operation>;
  response: Response;
}

// The init argument may be left out exactly when nothing in it is required. A download answers a file, which the
// caller (JSON only) cannot read: no init makes such a call compile, and the full client, with `parseAs`, reads it.
// Judged per call, so that only the path called is looked at.
type InitArgs<Operation, Init> =
  AnswersFile<Operation> extends true
    ? [init: never]
    : RequiredKeysOf<Init> extends never
      ? [init?: Init]
      : [init: Init];

/** One method of the caller, e.g. `POST(path, { body })`. */
export type CallerMethodFunction<Method extends CallerMethod> = <Path extends PathsWith<Method>>(
  path: Path,
  ...init: InitArgs<OperationOf<Method, Path>, CallerInit<OperationOf<Method, Path>>>
) => Promise<CallerResult<OperationOf<Method, Path>>>;

/** The light caller: openapi-fetch's calling convention for the platform's methods, typed by `paths`. */
export interface PlatformCaller {
  GET: CallerMethodFunction<'get'>;
  POST: CallerMethodFunction<'post'>;
  PUT: CallerMethodFunction<'put'>;
  PATCH: CallerMethodFunction<'patch'>;
  DELETE: CallerMethodFunction<'delete'>;
}

import type { PlatformPaths } from './platform-paths';

/** The methods the light caller speaks: the ones the platform's operations use. */
export type CallerMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `Method`; every other path is a type error for that method. */
export type PathsWith<Method extends CallerMethod> = {
  [Path in keyof PlatformPaths]: PlatformPaths[Path] extends Record<Method, object> ? Path : never;
}[keyof PlatformPaths];

/** The generated operation behind `Method Path`. */
export type OperationOf<
  Path extends keyof PlatformPaths,
  Method extends CallerMethod,
> = Method extends keyof PlatformPaths[Path] ? PlatformPaths[Path][Method] : never;

type RequiredKeys<T> = { [Key in keyof T]-?: object extends Pick<T, Key> ? never : Key }[keyof T];

// `path` and `query` keep the generated optionality: a path parameter is required, a filter is not.
type ParamsOf<Operation> = Operation extends { parameters: infer Params }
  ? Pick<Params, Extract<keyof Params, 'path' | 'query'>>
  : never;

type ParamsInit<Operation> =
  RequiredKeys<ParamsOf<Operation>> extends never
    ? { params?: ParamsOf<Operation> }
    : { params: ParamsOf<Operation> };

// `requestBody?: never` (no body) is tested first: `never` would otherwise match any body shape.
type BodyInit<Operation> = Operation extends { requestBody?: never }
  ? { body?: never }
  : Operation extends { requestBody: { content: infer Content } }
    ? { body: Content[keyof Content] }
    : Operation extends { requestBody?: { content: infer Content } }
      ? { body?: Content[keyof Content] }
      : { body?: never };

/** What one call takes: the operation's `params` and `body`, plus a `signal` and extra `headers`. */
export type CallerInit<Operation> = ParamsInit<Operation> &
  BodyInit<Operation> & {
    /** Cancels the request: the call rejects with the signal's reason. */
    signal?: AbortSignal;
    /** Headers of this request only, over the caller's own. */
    headers?: Record<string, string>;
  };

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '2XX';

/** The body of the operation's 2xx answer (`undefined` for one without content). */
export type SuccessData<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus
        ? Responses[Status] extends { content: infer Content }
          ? Content[keyof Content]
          : undefined
        : never;
    }[keyof Responses]
  : never;

/** What a call resolves: the parsed 2xx body and the response itself. Non-2xx answers reject instead. */
export interface CallerResult<Operation> {
  data: SuccessData<Operation>;
  response: Response;
}

// The init argument may be left out exactly when nothing in it is required.
type InitArgs<Init> = RequiredKeys<Init> extends never ? [init?: Init] : [init: Init];

/** One method of the caller, e.g. `POST(path, { body })`. */
export type CallerMethodFunction<Method extends CallerMethod> = <Path extends PathsWith<Method>>(
  path: Path,
  ...init: InitArgs<CallerInit<OperationOf<Path, Method>>>
) => Promise<CallerResult<OperationOf<Path, Method>>>;

/** The light caller: openapi-fetch's calling convention for the platform's methods, typed by `paths`. */
export interface PlatformCaller {
  GET: CallerMethodFunction<'get'>;
  POST: CallerMethodFunction<'post'>;
  PUT: CallerMethodFunction<'put'>;
  PATCH: CallerMethodFunction<'patch'>;
  DELETE: CallerMethodFunction<'delete'>;
}

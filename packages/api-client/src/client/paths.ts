import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from '../generated/platform';

type Methods = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** The methods the platform's operations use, as `Request.method` spells them: the typed methods of both clients. */
export const PLATFORM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods the platform's operations use, as the generated `paths` spell them. */
export type PlatformMethodName = Lowercase<(typeof PLATFORM_METHODS)[number]>;

// A multipart operation takes the `FormData` itself: the browser (or undici) then writes the boundary, which is
// why the client must never set a content-type of its own for it.
type FormDataBody<Operation> = Operation extends {
  requestBody: { content: { 'multipart/form-data': unknown } };
}
  ? Omit<Operation, 'requestBody'> & { requestBody: { content: { 'multipart/form-data': FormData } } }
  : Operation extends { requestBody?: { content: { 'multipart/form-data': unknown } } }
    ? Omit<Operation, 'requestBody'> & { requestBody?: { content: { 'multipart/form-data': FormData } } }
    : Operation;

/** The generated `paths`, with the body of every multipart operation typed as `FormData`. */
export type PlatformPaths = {
  [Path in keyof paths]: {
    [Key in keyof paths[Path]]: Key extends Methods ? FormDataBody<paths[Path][Key]> : paths[Path][Key];
  };
};

/**
 * Per method, the operation behind each path that has one (multipart bodies as `FormData`). The typed methods look
 * the call's operation up here, not in `PlatformPaths[Path][Method]`: from that form TypeScript resolved the init
 * and answer types of every path of the method on each call (the constraint of `Path`), about 30 000 types for one
 * GET; from this one it resolves those of the path called.
 */
export type PlatformOperations = {
  [Method in PlatformMethodName]: {
    [Path in PathsWithMethod<paths, Method>]: FormDataBody<paths[Path][Method]>;
  };
};

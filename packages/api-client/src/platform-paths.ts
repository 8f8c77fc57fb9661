import type { paths } from './generated/platform';

type Methods = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

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

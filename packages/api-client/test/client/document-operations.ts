import type { paths } from '../../src/index';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/**
 * Every `METHOD /path` the generated `paths` has an operation for, read off the generated types themselves, so
 * the client's own mapped types (its methods, the light caller's paths) are checked against every operation.
 */
export type DocumentOperationKey = {
  [Path in keyof paths]: {
    [Method in HttpMethod]: [paths[Path][Method]] extends [undefined]
      ? never
      : `${Uppercase<Method>} ${Path & string}`;
  }[HttpMethod];
}[keyof paths];

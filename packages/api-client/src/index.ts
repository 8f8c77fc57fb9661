export type { TokenSource } from './auth';
export { createPlatformCaller, type PlatformCallerOptions } from './caller';
export type {
  CallerInit,
  CallerMethod,
  CallerMethodFunction,
  CallerResult,
  PathsWith,
  PlatformCaller,
  SuccessData,
} from './caller-types';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client';
export { DEFAULT_BASE_URL } from './default-base-url';
export {
  PlatformApiError,
  type PlatformApiErrorDetails,
  PlatformResponseError,
  type PlatformResponseErrorDetails,
} from './errors';
export type { components, operations, paths } from './generated/platform';
export type { PlatformOptions } from './platform-options';
export type { RetryOptions } from './retry';

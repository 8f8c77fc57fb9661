export type { TokenSource } from './client/auth';
export { createPlatformCaller, type PlatformCallerOptions } from './client/caller';
export type {
  CallerInit,
  CallerMethod,
  CallerMethodFunction,
  CallerResult,
  PathsWith,
  PlatformCaller,
  SuccessData,
} from './client/caller-types';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client/client';
export {
  PlatformApiError,
  type PlatformApiErrorDetails,
  PlatformResponseError,
  type PlatformResponseErrorDetails,
} from './client/errors';
export type { PlatformOptions } from './client/options';
export { DEFAULT_BASE_URL } from './client/options';
export type { RetryOptions } from './client/retry';
export type { components, operations, paths } from './generated/platform';

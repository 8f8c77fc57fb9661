export type { TokenSource } from './auth';
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client';
export { DEFAULT_BASE_URL } from './default-base-url';
export { PlatformApiError, type PlatformApiErrorDetails } from './errors';
export type { components, operations, paths } from './generated/platform';
export type { RetryOptions } from './retry';

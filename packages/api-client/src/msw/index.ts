/** @deprecated Use `PlatformMockOptions`. */
export type { PlatformMockOptions as PlatformHandlersOptions } from './platform-mock';
export {
  type CollectionPath,
  createPlatformHandlers,
  createPlatformMock,
  type MockFailure,
  type PlatformMock,
  type PlatformMockOptions,
} from './platform-mock';
export type { OperationKey } from './resources';
export { createStore, type Entity, type Store, type StoreOptions } from './store';

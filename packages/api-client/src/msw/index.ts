/** @deprecated Use `PlatformMockOptions`. */
export type { PlatformMockOptions as PlatformHandlersOptions } from './platform-mock';
export {
  type CallRun,
  type CallScriptStep,
  type CollectionPath,
  createPlatformHandlers,
  createPlatformMock,
  type MockFailure,
  type PlatformMock,
  type PlatformMockOptions,
  type RunCallOptions,
  type RunMessage,
} from './platform-mock';
export type { OperationKey } from './resources';
export { createStore, type Entity, type Store, type StoreOptions } from './store';

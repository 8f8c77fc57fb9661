export type {
  CallRun,
  CallScriptStep,
  CollectionPath,
  Entity,
  MockFailure,
  OperationKey,
  PlatformMockOptions,
  RunCallOptions,
  RunMessage,
  Store,
  StoreOptions,
} from '../index';
export { createStore } from '../index';
export { createPlatformHandlers, createPlatformMock, type PlatformMock } from './platform-mock';

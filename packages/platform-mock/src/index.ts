export { createPlatformMock, type PlatformMock } from './platform-mock';
export type { CollectionPath, MockFailure, PlatformMockOptions } from './platform-mock-core';
export type { OperationKey } from './resources';
export type { CallRun, CallScriptStep, RunCallOptions, RunMessage } from './run-call';
export { createStore, type Entity, type Store, type StoreOptions } from './store';

export { createPlatformMock, type PlatformMock } from './platform-mock';
export type { MockFailure, PlatformMockOptions } from './platform-mock-core';
export type { CollectionPath, OperationKey } from './resources';
export type { CallRun, CallScriptStep, RunCallOptions, RunMessage } from './run-call';
export { createStore, type Entity, type Store, type StoreOptions } from './store';

export { createPlatformHandlers, type PlatformHandlersOptions } from './handlers';
export { createStore, type Entity, type Store, type StoreOptions } from './store';

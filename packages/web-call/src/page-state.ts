/**
 * What every copy of the package on a page shares, as daily-js's one call object is the page's. An app can load two
 * copies without knowing it (the ES module build beside the CommonJS one, or two versions through two libraries):
 * kept in a module's own variables, each copy would grant the call object to its own starts only.
 */
export interface PageState {
  /** Settles once every lease taken so far is released. */
  released: Promise<unknown>;
  /** The preemption callback of the newest lease not yet released: the one a newer lease preempts. */
  holder?: () => void;
  /**
   * Call objects daily-js registered before refusing their options, by id: it registers an instance before
   * validating its options, and its `destroy()` then throws before unregistering it. They never work, but they stay
   * registered.
   */
  readonly unusable: Set<string>;
}

// Versioned: a later copy that keeps other state must not read this shape as its own.
const PAGE_STATE = Symbol.for('@clinic/web-call/page-state@1');

/** The page's state, made by whichever copy asks first. */
export function pageState(): PageState {
  const page = globalThis as { [PAGE_STATE]?: PageState };
  page[PAGE_STATE] ??= { released: Promise.resolve(), unusable: new Set() };
  return page[PAGE_STATE];
}

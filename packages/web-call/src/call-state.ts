import type { WebCallErrorEvent } from './events';

/** The states of a `WebCall`. */
export const CALL_STATES = ['idle', 'connecting', 'active'] as const;

/** State of a `WebCall`. */
export type CallState = (typeof CALL_STATES)[number];

/** What a UI renders from; replaced (never mutated) when one of its fields changes. */
export interface CallSnapshot {
  readonly state: CallState;
  /** The assistant is talking (see the speaking detector). */
  readonly speaking: boolean;
  readonly muted: boolean;
  /** The last error since the latest `start()`. */
  readonly error?: WebCallErrorEvent;
  /** Id of the current or last web call. */
  readonly callId?: string;
}

/** Fields of a snapshot update; `undefined` for `error`/`callId` clears them (the key stays, unset). */
export type CallSnapshotPatch = Partial<CallSnapshot>;

/** A store of `CallSnapshot`s: one `update` function validates, replaces and notifies. */
export interface CallStore {
  getSnapshot(): CallSnapshot;
  subscribe(listener: () => void): () => void;
  update(patch: CallSnapshotPatch): void;
}

export const INITIAL_SNAPSHOT: CallSnapshot = Object.freeze({ state: 'idle', speaking: false, muted: false });

/** Creates the store behind `WebCall.subscribe`/`getSnapshot` (the shape `useSyncExternalStore` wants). */
export function createCallStore(): CallStore {
  let snapshot = INITIAL_SNAPSHOT;
  const listeners = new Set<() => void>();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(patch) {
      const keys = Object.keys(patch) as (keyof CallSnapshot)[];
      if (keys.every((key) => snapshot[key] === patch[key])) return;
      snapshot = Object.freeze({ ...snapshot, ...patch });
      for (const listener of [...listeners]) listener();
    },
  };
}

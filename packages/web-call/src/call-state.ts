import { assertListener, callListener } from './errors';
import type { NetworkConnection, NetworkQuality, WebCallErrorEvent } from './events';

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
  /** The browser refused to play the assistant; `resumeAudio()` from a click plays it. */
  readonly audioBlocked: boolean;
  /** The visitor has not been heard for `micSilence.afterMs` (see `mic-silent`). */
  readonly micSilent: boolean;
  /** The assistant's loudness set with `setVolume` (0..1). */
  readonly volume: number;
  /** The call's connection: `good` and `connected` when a call starts. */
  readonly network: CallNetwork;
}

/** The network part of a snapshot. */
export interface CallNetwork {
  readonly quality: NetworkQuality;
  readonly connection: NetworkConnection;
}

/** The network of a call that just started (and of no call). */
export const INITIAL_NETWORK: CallNetwork = Object.freeze({ quality: 'good', connection: 'connected' });

/** Fields of a snapshot update; `error` or `callId` set to `undefined` removes that field from the snapshot. */
export type CallSnapshotPatch = Partial<CallSnapshot>;

/** The fields a patch may clear (set to `undefined`); the others always have a value. */
const CLEARABLE_FIELDS = ['error', 'callId'] as const;

/** The state changes a call makes, from each state; staying in the same state is not a change. */
const NEXT_STATES: { readonly [From in CallState]: readonly CallState[] } = {
  idle: ['connecting'],
  connecting: ['active', 'idle'],
  active: ['idle'],
};

/** A store of `CallSnapshot`s: one `update` function checks the state change, replaces the snapshot and notifies. */
export interface CallStore {
  getSnapshot(): CallSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Applies `patch`. It checks one thing: a new `state` must be reachable from the current one (idle → connecting,
   * connecting → active or idle, active → idle); any other change of state throws an `Error` and leaves the
   * snapshot as it was. A patch that changes nothing keeps the same snapshot and notifies no one.
   */
  update(patch: CallSnapshotPatch): void;
}

export const INITIAL_SNAPSHOT: CallSnapshot = Object.freeze({
  state: 'idle',
  speaking: false,
  muted: false,
  audioBlocked: false,
  micSilent: false,
  volume: 1,
  network: INITIAL_NETWORK,
});

/** Creates the store behind `WebCall.subscribe`/`getSnapshot` (the shape `useSyncExternalStore` wants). */
export function createCallStore(): CallStore {
  let snapshot = INITIAL_SNAPSHOT;
  const listeners = new Set<() => void>();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      assertListener(listener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(patch) {
      const { state } = patch;
      if (state && state !== snapshot.state && !NEXT_STATES[snapshot.state].includes(state)) {
        throw new Error(`Impossible call state change: from ${snapshot.state} to ${state}.`);
      }
      const keys = Object.keys(patch) as (keyof CallSnapshot)[];
      if (keys.every((key) => snapshot[key] === patch[key])) return;
      const next: { -readonly [Key in keyof CallSnapshot]: CallSnapshot[Key] } = { ...snapshot, ...patch };
      // A cleared field is absent, so that a snapshot's keys do not depend on its history.
      for (const key of CLEARABLE_FIELDS) if (next[key] === undefined) delete next[key];
      snapshot = Object.freeze(next);
      for (const listener of [...listeners]) callListener(listener);
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createCallStore, INITIAL_SNAPSHOT } from '../src/call-state';

describe('call state', () => {
  it('replaces the snapshot and notifies only when a field changes', () => {
    const store = createCallStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();
    store.update({ speaking: false, state: 'idle' });
    expect(store.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    store.update({ state: 'connecting', callId: 'c1' });
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second).toEqual({ ...INITIAL_SNAPSHOT, state: 'connecting', callId: 'c1' });
    expect(Object.isFrozen(second)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes a cleared field from the snapshot, and stops notifying after unsubscribe', () => {
    const store = createCallStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const error = { type: 'start-method-error', stage: 'web-call-creation', error: new Error('x') } as const;
    store.update({ state: 'connecting', callId: 'c1', error });
    store.update({ state: 'idle', callId: undefined, error: undefined });
    // Absent, not a key set to undefined: the same keys as a snapshot that never had them.
    expect(Object.keys(store.getSnapshot()).sort()).toEqual(Object.keys(INITIAL_SNAPSHOT).sort());
    expect('callId' in store.getSnapshot()).toBe(false);
    expect('error' in store.getSnapshot()).toBe(false);
    unsubscribe();
    store.update({ muted: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('allows idle → connecting → active → idle and connecting → idle, and staying put', () => {
    const store = createCallStore();
    for (const state of [
      'idle',
      'connecting',
      'connecting',
      'active',
      'idle',
      'connecting',
      'idle',
    ] as const) {
      store.update({ state });
      expect(store.getSnapshot().state).toBe(state);
    }
  });

  it.each([
    ['idle', 'active', []],
    ['active', 'connecting', ['connecting', 'active']],
  ] as const)('refuses %s → %s, leaving the snapshot and listeners alone', (from, to, path) => {
    const store = createCallStore();
    for (const state of path) store.update({ state });
    expect(store.getSnapshot().state).toBe(from);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.update({ state: to, callId: 'c2' })).toThrow(
      new Error(`Impossible call state change: from ${from} to ${to}.`),
    );
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CALL_STATES, canTransition, createCallStore } from '../src/call-state';

describe('call state', () => {
  it('allows exactly the transitions of the state machine', () => {
    const allowed = CALL_STATES.flatMap((from) =>
      CALL_STATES.filter((to) => to !== from && canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['idle→connecting', 'connecting→idle', 'connecting→active', 'active→idle']);
  });

  it('refuses an invalid transition and keeps the snapshot', () => {
    const store = createCallStore();
    const before = store.getSnapshot();
    expect(() => store.update({ state: 'active' })).toThrow('Invalid call state transition: idle → active.');
    expect(store.getSnapshot()).toBe(before);
  });

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
    expect(second).toEqual({ state: 'connecting', speaking: false, muted: false, callId: 'c1' });
    expect(Object.isFrozen(second)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops optional fields set to undefined and stops notifying after unsubscribe', () => {
    const store = createCallStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ callId: 'c1' });
    store.update({ callId: undefined });
    expect('callId' in store.getSnapshot()).toBe(false);
    unsubscribe();
    store.update({ muted: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

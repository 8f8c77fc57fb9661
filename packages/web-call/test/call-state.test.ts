import { describe, expect, it, vi } from 'vitest';
import { createCallStore } from '../src/call-state';

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
    expect(second).toEqual({ state: 'connecting', speaking: false, muted: false, callId: 'c1' });
    expect(Object.isFrozen(second)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears optional fields set to undefined and stops notifying after unsubscribe', () => {
    const store = createCallStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ callId: 'c1' });
    store.update({ callId: undefined });
    expect(store.getSnapshot().callId).toBeUndefined();
    expect(store.getSnapshot()).toEqual({ state: 'idle', speaking: false, muted: false });
    unsubscribe();
    store.update({ muted: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

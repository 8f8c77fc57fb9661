import { describe, expect, it, vi } from 'vitest';
import { type EmitArgs, Emitter } from '../src/emitter';

interface Events {
  ping: undefined;
  level: number;
}

/** Emitter is meant to be extended; this subclass lets the tests emit. */
class TestEmitter extends Emitter<Events> {
  override emit<E extends keyof Events>(event: E, ...args: EmitArgs<Events[E]>): void {
    super.emit(event, ...args);
  }
}

describe('Emitter', () => {
  it('calls listeners with the payload, in registration order', () => {
    const emitter = new TestEmitter();
    const seen: string[] = [];
    emitter.on('level', (value) => seen.push(`a${value}`));
    emitter.on('level', (value) => seen.push(`b${value}`));
    emitter.emit('level', 0.5);
    expect(seen).toEqual(['a0.5', 'b0.5']);
  });

  it('off removes a listener; a listener is registered once per event', () => {
    const emitter = new TestEmitter();
    const listener = vi.fn();
    emitter.on('ping', listener).on('ping', listener);
    emitter.emit('ping');
    expect(listener).toHaveBeenCalledTimes(1);
    emitter.off('ping', listener);
    emitter.emit('ping');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener removed by an earlier one during the same emit is not called, as with dispatchEvent', () => {
    const emitter = new TestEmitter();
    const later = vi.fn();
    const laterOnce = vi.fn();
    emitter.on('ping', () => emitter.off('ping', later).off('ping', laterOnce));
    emitter.on('ping', later).once('ping', laterOnce);
    emitter.emit('ping');
    expect(later).not.toHaveBeenCalled();
    expect(laterOnce).not.toHaveBeenCalled();
  });

  it('a once listener fires a single time and can be removed before it fires', () => {
    const emitter = new TestEmitter();
    const once = vi.fn();
    const removed = vi.fn();
    emitter.once('ping', once).once('ping', removed).off('ping', removed);
    emitter.emit('ping');
    emitter.emit('ping');
    expect(once).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('a throwing listener neither stops the others nor the emitter, and is reported asynchronously', async () => {
    const emitter = new TestEmitter();
    const after = vi.fn();
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    emitter.on('ping', () => {
      throw new Error('listener bug');
    });
    emitter.on('ping', after);
    expect(() => emitter.emit('ping')).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(await reported).toEqual(new Error('listener bug'));
    vi.restoreAllMocks();
  });
});

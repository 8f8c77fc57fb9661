import { assertListener, callListener } from './errors';
/** Arguments of `emit` for a payload type: none for `undefined`. */
export type EmitArgs<P> = [P] extends [undefined] ? [] : [payload: P];

type Listener = (...args: never) => void;

/**
 * A small typed emitter over an event map, meant to be extended: only the subclass emits. Like
 * `addEventListener`, a listener is registered at most once per event, and a throwing listener cannot break the
 * code that emitted.
 */
export class Emitter<Events extends object> {
  // listener → true when it was registered with `once`
  readonly #listeners = new Map<keyof Events, Map<Listener, boolean>>();

  /** Adds a listener; the payload type follows the event name. */
  on<E extends keyof Events>(event: E, listener: (...args: EmitArgs<Events[E]>) => void): this {
    return this.#add(event, listener, false);
  }

  /** Adds a listener that is removed after its first call. */
  once<E extends keyof Events>(event: E, listener: (...args: EmitArgs<Events[E]>) => void): this {
    return this.#add(event, listener, true);
  }

  /** Removes a listener added with `on` or `once`. */
  off<E extends keyof Events>(event: E, listener: (...args: EmitArgs<Events[E]>) => void): this {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }

  protected emit<E extends keyof Events>(event: E, ...args: EmitArgs<Events[E]>): void {
    const listeners = this.#listeners.get(event);
    // Copy: a listener may add or remove listeners while we iterate. One removed meanwhile is not called, as
    // with `dispatchEvent`.
    for (const [listener, once] of [...(listeners ?? [])]) {
      if (!listeners?.has(listener)) continue;
      if (once) listeners.delete(listener);
      callListener(listener as (...a: EmitArgs<Events[E]>) => void, ...args);
    }
  }

  #add(event: keyof Events, listener: Listener, once: boolean): this {
    assertListener(listener);
    const listeners = this.#listeners.get(event) ?? new Map<Listener, boolean>();
    this.#listeners.set(event, listeners);
    if (!listeners.has(listener)) listeners.set(listener, once);
    return this;
  }
}

/** The part of Web Storage a setting needs; tests pass an in-memory one. */
export type SettingStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or undefined where there is none (prerendering) or it may not be used (blocked). */
export const browserStorage = (): SettingStorage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** One persisted, validated setting as an external store for `useSyncExternalStore`. */
export type SettingStore<T extends string> = {
  readonly key: string;
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  /** The value the prerendered HTML was made with; hydration renders it first, then the stored one. */
  getServerSnapshot(): T;
  set(value: T): void;
};

export type SettingStoreOptions<T extends string> = {
  key: string;
  fallback: T;
  isValid: (value: unknown) => value is T;
  storage: SettingStorage | undefined;
  /** Reflects the value on the page (class, attribute); called on creation and on every change. */
  apply: (value: T) => void;
};

const safeRead = (storage: SettingStorage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw when disabled (privacy modes, sandboxed frames): act as if nothing was stored.
    return null;
  }
};

const safeWrite = (storage: SettingStorage | undefined, key: string, value: string): void => {
  try {
    storage?.setItem(key, value);
  } catch {
    // Same as above: the choice still applies for this visit.
  }
};

/** Creates a setting store: reads and validates once, saves every change at once, ignores invalid values. */
export function createSettingStore<T extends string>(options: SettingStoreOptions<T>): SettingStore<T> {
  const { key, fallback, isValid, storage, apply } = options;
  const stored = safeRead(storage, key);
  let value: T = isValid(stored) ? stored : fallback;
  const listeners = new Set<() => void>();
  apply(value);

  return {
    key,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    getServerSnapshot: () => fallback,
    set(next) {
      if (!isValid(next)) throw new TypeError(`Invalid value for setting "${key}": ${String(next)}`);
      safeWrite(storage, key, next);
      if (next === value) return;
      value = next;
      apply(next);
      for (const listener of listeners) listener();
    },
  };
}

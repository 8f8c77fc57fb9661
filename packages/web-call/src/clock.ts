/** Time source of a `WebCall`: durations, the mobile wait, the join timeout and the speaking timer use it. */
export interface Clock {
  /** Milliseconds from an arbitrary origin, for durations. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers and `performance.now()`. */
export const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Wall-clock time of an event, as its `timestamp` field carries it. */
export const timestamp = (): string => new Date().toISOString();

/** Resolves after `ms` on `clock`; rejects with the signal's reason when it aborts first (clearing the timer). */
export function delay(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const handle = clock.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clock.clearTimeout(handle);
      reject(signal.reason);
    });
  });
}

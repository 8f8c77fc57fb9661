import type { DailyCallLike } from './daily/adapter';
import { raceAbort } from './errors';
import { pageState } from './page-state';

/**
 * One start's right to the page's Daily call object. daily-js allows one call object per page, and a destroy
 * settles only after the call object has left its room: so leases are granted in the order they were taken,
 * each once every earlier one has been released, whichever `WebCall` took it.
 */
export interface CallObjectLease {
  /**
   * Creates the call object once every earlier lease is released. Rejects with the signal's reason if it aborts
   * first (the owner aborts it before it releases the lease).
   */
  create(create: () => DailyCallLike | Promise<DailyCallLike>, signal: AbortSignal): Promise<DailyCallLike>;
  /**
   * Ends the lease: destroys its call object (one still being created is destroyed when it lands), then lets
   * the next lease go. Resolves once that is done and every earlier lease is released too (no call object of the
   * page is left from before); calling it again returns the same promise.
   */
  release(): Promise<void>;
}

/** Where a lease reports what it cannot do (a destroy that failed). */
export type LeaseWarn = (message: string, error: unknown) => void;

/**
 * Takes the next lease of the page. The newest intent wins: a lease still held when a newer one is taken is
 * preempted (`onPreempted` is called, and its owner should release it), so a second `WebCall` that starts ends
 * the first one's call instead of waiting for it.
 */
export function leaseCallObject(onPreempted: () => void, warn: LeaseWarn): CallObjectLease {
  const page = pageState();
  const previous = page.released;
  let free!: () => void;
  // To nothing: an array of the previous value would nest one level deeper at every lease, for the page's life.
  const settled = Promise.all([previous, new Promise<void>((resolve) => (free = resolve))]).then(() => {});
  page.released = settled;
  const preempted = page.holder;
  page.holder = onPreempted;
  preempted?.();

  let creating: Promise<DailyCallLike> | undefined;
  let released: Promise<void> | undefined;

  return {
    async create(create, signal) {
      await raceAbort(previous, signal);
      // The owner aborts before it releases; a creation after that would outlive the lease.
      signal.throwIfAborted();
      creating = Promise.resolve().then(create);
      const callObject = await creating;
      // A call object that lands after an abort is destroyed by release(), which the owner calls.
      signal.throwIfAborted();
      return callObject;
    },
    release() {
      released ??= (async () => {
        if (page.holder === onPreempted) page.holder = undefined;
        // A creation that failed left nothing to destroy.
        const callObject = await creating?.catch(() => undefined);
        try {
          // Daily never destroys a call object itself, even after a failed join.
          if (callObject && !callObject.isDestroyed()) await callObject.destroy();
        } catch (error) {
          warn('Could not destroy the call object.', error);
        }
        free();
        await settled;
      })();
      return released;
    },
  };
}

/** How long a request made before the demo is on the page (its chunk on its way) waits for it (ms). */
export const PENDING_REQUEST_MS = 5_000;

/**
 * The page's channel to the live demo: the call buttons outside it (hero, mobile bar, final call to action) ask
 * for a call here, and the demo decides — it starts one only when none is connecting or active.
 */
export interface DemoCallRequests {
  /** Asks the demo to start a call. */
  request(): void;
  /** The demo's handler (one at a time; the latest wins); returns the function that removes it. */
  handle(handler: () => void): () => void;
}

/**
 * A request channel. A request made while no demo handles them is kept for `PENDING_REQUEST_MS` and handed to the
 * next handler, a microtask after it registers (so a handler StrictMode removes at once never receives it).
 */
export function createDemoCallRequests(now: () => number = Date.now): DemoCallRequests {
  let current: (() => void) | undefined;
  let pendingAt: number | undefined;
  return {
    request() {
      if (current) current();
      else pendingAt = now();
    },
    handle(handler) {
      current = handler;
      if (pendingAt !== undefined) {
        queueMicrotask(() => {
          if (current !== handler || pendingAt === undefined) return;
          const fresh = now() - pendingAt <= PENDING_REQUEST_MS;
          pendingAt = undefined;
          if (fresh) handler();
        });
      }
      return () => {
        if (current === handler) current = undefined;
      };
    },
  };
}

/** The page's one channel (tests make their own with `createDemoCallRequests`). */
export const demoCallRequests: DemoCallRequests = createDemoCallRequests();

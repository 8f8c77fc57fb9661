/** How long a request made before the demo is on the page (its chunk on its way) waits for it (ms). */
export const PENDING_REQUEST_MS = 5_000;

/** One ask for a call. */
export interface DemoCallRequest {
  /**
   * The button that asked, when it had the focus as it asked. The call it starts takes the focus into the demo if
   * it is still there (or fell to the page): the button is replaced during the call, and its focus would be lost.
   */
  readonly from?: HTMLElement;
}

/**
 * The page's channel to the live demo: the call buttons outside it (hero, mobile bar, final call to action) ask
 * for a call here, and the demo decides — it starts one only when none is connecting or active.
 */
export interface DemoCallRequests {
  /** Asks the demo to start a call. */
  request(request?: DemoCallRequest): void;
  /** The demo's handler (one at a time; the latest wins); returns the function that removes it. */
  handle(handler: (request: DemoCallRequest) => void): () => void;
}

/**
 * A request channel. A request made while no demo handles them is kept for `PENDING_REQUEST_MS` and handed to the
 * next handler, a microtask after it registers (so a handler StrictMode removes at once never receives it).
 */
export function createDemoCallRequests(now: () => number = Date.now): DemoCallRequests {
  let current: ((request: DemoCallRequest) => void) | undefined;
  let pending: { readonly at: number; readonly request: DemoCallRequest } | undefined;
  return {
    request(request = {}) {
      if (current) current(request);
      else pending = { at: now(), request };
    },
    handle(handler) {
      current = handler;
      if (pending !== undefined) {
        queueMicrotask(() => {
          if (current !== handler || pending === undefined) return;
          const { at, request } = pending;
          pending = undefined;
          if (now() - at <= PENDING_REQUEST_MS) handler(request);
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

import { createPlatformMock } from '@clinic/platform-mock';

/** Options of `createSimulatedFetch`. */
export interface SimulatedFetchOptions {
  /** The platform base the demo's `WebCall` calls. */
  readonly baseUrl: string;
  /** A believable network round trip (ms), so the connecting state shows as it would on the real platform. */
  readonly latencyMs?: number;
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A `fetch` answered in the page by the platform mock (`platform.fetch`): no service worker, so
 * nothing to register, nothing for the CSP to allow, and it works where service workers are blocked. A host the
 * mock does not serve fails like an unreachable one, and the demo then says the platform is unreachable.
 */
export function createSimulatedFetch({
  baseUrl,
  latencyMs = 0,
  wait = sleep,
}: SimulatedFetchOptions): typeof fetch {
  // The demo only ever sends web-call's own requests, so checking them against the schemas would buy nothing but a
  // validator chunk (about 57 KB gz) downloaded while the visitor waits for the call; tokens are still checked.
  const platform = createPlatformMock({ baseUrl, validate: false });
  return async (input, init) => {
    const request = new Request(input, init);
    if (latencyMs > 0) await wait(latencyMs);
    request.signal.throwIfAborted();
    return platform.fetch(request);
  };
}

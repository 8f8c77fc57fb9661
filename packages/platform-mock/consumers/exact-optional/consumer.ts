// An app compiled with `exactOptionalPropertyTypes`, passing on settings it may not have: every optional option the
// package reads as "unset" when it is `undefined` takes `undefined`. Compiled against the built declarations, as an
// app sees them (the package resolves itself through its `exports`).
import { createPlatformMock, createStore } from '@clinic/platform-mock';

declare const maybe: string | undefined;
declare const maybeNumber: number | undefined;
declare const maybeTokens: readonly string[] | undefined;

const mock = createPlatformMock({ baseUrl: maybe });
export const configured = createPlatformMock({
  tokens: maybeTokens,
  validate: undefined,
  latency: maybeNumber,
  store: createStore({ newId: undefined, now: undefined }),
});
mock.fail('GET /assistant', { status: 500, body: undefined, times: maybeNumber });
export const run = mock.runCall('call', { script: [{ end: 'customer-ended-call' }], fetch: undefined });

// An app compiled with `exactOptionalPropertyTypes`, passing on settings it may not have: every optional option the
// package reads as "unset" when it is `undefined` takes `undefined`. Compiled against the built declarations, as an
// app sees them (the package resolves itself through its `exports`).
import { createPlatformMock, createStore } from '@clinic/platform-mock';

declare const maybe: string | undefined;
declare const maybeNumber: number | undefined;
declare const maybeTokens: readonly string[] | undefined;
declare const maybeArguments: Record<string, unknown> | undefined;

const mock = createPlatformMock({ baseUrl: maybe });
export const configured = createPlatformMock({
  tokens: maybeTokens,
  validate: undefined,
  latency: maybeNumber,
  store: createStore({ newId: undefined, now: undefined }),
});
mock.fail('GET /assistant', { status: 500, body: undefined, times: maybeNumber });
export const run = mock.runCall('call', { script: [{ end: 'customer-ended-call' }], fetch: undefined });
// A tool step's arguments default to {}; a script written as a plain array still fits the exclusive step kinds.
const script = [
  { user: 'Any time next week?' },
  { tool: 'checkAvailability', arguments: maybeArguments },
  { assistant: 'Tuesday at nine.' },
];
export const scripted = mock.runCall('call', { script });
export const seeded = mock.seed('/test-suite/{testSuiteId}/test', [{ name: 'Books a cleaning' }]);

import { type HttpHandler, http } from 'msw';
import type { PlatformMock as InPagePlatformMock } from '../platform-mock';
import { createPlatformMockCore, type PlatformMockOptions } from '../platform-mock-core';
import type { OperationRow } from '../resources';

/** The mocked platform: msw handlers, an in-page fetch, and the means to steer them. */
export interface PlatformMock extends InPagePlatformMock {
  /** One msw handler per operation, then one answering 404/400 for anything else under the base URL. */
  readonly handlers: HttpHandler[];
}

/** Creates a mock of the whole platform over one in-memory store. */
export function createPlatformMock(options: PlatformMockOptions = {}): PlatformMock {
  const { answer, serves, operationOf, rows, seed, fail, reset, fetch, runCall, playSimulationRunItem } =
    createPlatformMockCore(options);
  const handlers: HttpHandler[] = [
    ...rows.map((row) =>
      http[row.method.toLowerCase() as Lowercase<OperationRow['method']>](
        ({ request }) => operationOf(request) === row.key,
        ({ request }) => answer(request),
      ),
    ),
    // Unknown paths and methods, and malformed path values, answered rather than left to the network.
    http.all(
      ({ request }) => serves(request.url),
      ({ request }) => answer(request),
    ),
  ];
  return { handlers, seed, fail, reset, fetch, runCall, playSimulationRunItem };
}

/** msw handlers answering every platform operation: `createPlatformMock(options).handlers`. */
export function createPlatformHandlers(options: PlatformMockOptions = {}): HttpHandler[] {
  return createPlatformMock(options).handlers;
}

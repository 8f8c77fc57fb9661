import { describe, expect, it } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { createPlatformClient } from '../../src/client/client';
import { fillPath } from '../../src/client/fill-path';
import { createRecordingFetch, json } from '../fakes/recording-fetch';

const REFUSED = ['', '.', '..'];

describe('fillPath', () => {
  it('encodes each value as one segment', () => {
    expect(fillPath('/test-suite/{testSuiteId}/run/{id}', { testSuiteId: 'a/b', id: '.x.' })).toBe(
      '/test-suite/a%2Fb/run/.x.',
    );
    expect(fillPath('/assistant/{id}', { id: '...' })).toBe('/assistant/...');
  });

  it.each([...REFUSED, undefined, null])('refuses %j with a TypeError naming the parameter', (value) => {
    expect(() => fillPath('/assistant/{id}', { id: value })).toThrow(
      new TypeError('/assistant/{id}: "id" is missing, empty, "." or ".."'),
    );
  });
});

type Loose = Record<'GET' | 'DELETE', (path: string, init: object) => Promise<unknown>>;

describe.each([
  [
    'full client',
    (fetch: typeof globalThis.fetch) => createPlatformClient({ token: 'secret', fetch }) as unknown as Loose,
  ],
  [
    'light caller',
    (fetch: typeof globalThis.fetch) => createPlatformCaller({ token: 'secret', fetch }) as unknown as Loose,
  ],
] as const)('path values sent by the %s', (_, create) => {
  it.each(REFUSED)(
    'DELETE /assistant/{id} with id %j rejects with a TypeError and sends nothing',
    async (id) => {
      const { fetch, requests } = createRecordingFetch(() => json({}));
      const platform = create(fetch);

      await expect(platform.DELETE('/assistant/{id}', { params: { path: { id } } })).rejects.toBeInstanceOf(
        TypeError,
      );
      expect(requests).toHaveLength(0);
    },
  );

  it('refuses `..` in any parameter of a nested path', async () => {
    const { fetch, requests } = createRecordingFetch(() => json({}));

    await expect(
      create(fetch).GET('/test-suite/{testSuiteId}/run/{id}', {
        params: { path: { testSuiteId: '..', id: 'r1' } },
      }),
    ).rejects.toThrow('"testSuiteId"');
    expect(requests).toHaveLength(0);
  });
});

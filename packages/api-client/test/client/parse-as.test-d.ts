import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformClient } from '../../src/client/client';
import type { components } from '../../src/index';

const platform = createPlatformClient();

describe("a call's parseAs types the answer's data", () => {
  it('is the JSON response schema when parseAs is left out or is json', async () => {
    const { data } = await platform.GET('/assistant/{id}', { params: { path: { id: 'a' } } });
    expectTypeOf(data).toEqualTypeOf<components['schemas']['Assistant'] | undefined>();
    const json = await platform.GET('/assistant/{id}', { params: { path: { id: 'a' } }, parseAs: 'json' });
    expectTypeOf(json.data).toEqualTypeOf<components['schemas']['Assistant'] | undefined>();
  });

  it('is what the named parser returns otherwise', async () => {
    const path = { params: { path: { id: 'a' } } } as const;
    const text = await platform.GET('/assistant/{id}', { ...path, parseAs: 'text' });
    expectTypeOf(text.data).toEqualTypeOf<string | undefined>();
    const blob = await platform.GET('/assistant/{id}', { ...path, parseAs: 'blob' });
    expectTypeOf(blob.data).toEqualTypeOf<Blob | undefined>();
    const buffer = await platform.GET('/assistant/{id}', { ...path, parseAs: 'arrayBuffer' });
    expectTypeOf(buffer.data).toEqualTypeOf<ArrayBuffer | undefined>();
    const stream = await platform.GET('/assistant/{id}', { ...path, parseAs: 'stream' });
    expectTypeOf(stream.data).toEqualTypeOf<Response['body'] | undefined>();
    // On an operation whose init may be left out as well.
    const list = await platform.GET('/assistant', { parseAs: 'text' });
    expectTypeOf(list.data).toEqualTypeOf<string | undefined>();
  });

  it('still refuses a parser openapi-fetch does not have, and excess init fields beside parseAs', () => {
    // @ts-expect-error `xml` is not a parser
    void platform.GET('/assistant', { parseAs: 'xml' });
    // @ts-expect-error `nme` is not a field of CreateAssistantDTO, whatever the parser
    void platform.POST('/assistant', { body: { nme: 'front desk' }, parseAs: 'text' });
  });
});

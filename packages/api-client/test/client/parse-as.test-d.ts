import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformClient } from '../../src/client/client';
import type { AnswersFile } from '../../src/client/client-types';
import type { PlatformOperations } from '../../src/client/paths';
import type { components } from '../../src/index';

const platform = createPlatformClient();

describe("a call's parseAs types the answer's data", () => {
  it('is the JSON response schema when parseAs is left out or is json', async () => {
    const { data } = await platform.GET('/assistant/{id}', { params: { path: { id: 'a' } } });
    expectTypeOf(data).toEqualTypeOf<components['schemas']['Assistant']>();
    const json = await platform.GET('/assistant/{id}', { params: { path: { id: 'a' } }, parseAs: 'json' });
    expectTypeOf(json.data).toEqualTypeOf<components['schemas']['Assistant']>();
  });

  it('is what the named parser returns otherwise', async () => {
    const path = { params: { path: { id: 'a' } } } as const;
    const text = await platform.GET('/assistant/{id}', { ...path, parseAs: 'text' });
    expectTypeOf(text.data).toEqualTypeOf<string>();
    const blob = await platform.GET('/assistant/{id}', { ...path, parseAs: 'blob' });
    expectTypeOf(blob.data).toEqualTypeOf<Blob>();
    const buffer = await platform.GET('/assistant/{id}', { ...path, parseAs: 'arrayBuffer' });
    expectTypeOf(buffer.data).toEqualTypeOf<ArrayBuffer>();
    const stream = await platform.GET('/assistant/{id}', { ...path, parseAs: 'stream' });
    expectTypeOf(stream.data).toEqualTypeOf<Response['body']>();
    // On an operation whose init may be left out as well.
    const list = await platform.GET('/assistant', { parseAs: 'text' });
    expectTypeOf(list.data).toEqualTypeOf<string>();
  });

  it('still refuses a parser openapi-fetch does not have, and excess init fields beside parseAs', () => {
    // @ts-expect-error `xml` is not a parser
    void platform.GET('/assistant', { parseAs: 'xml' });
    // @ts-expect-error `nme` is not a field of CreateAssistantDTO, whatever the parser
    void platform.POST('/assistant', { body: { nme: 'front desk' }, parseAs: 'text' });
  });
});

describe('an operation that answers a file', () => {
  const path = { params: { path: { id: 'a' } } } as const;

  it('must name a parser other than JSON, and its data is what that parser returns', async () => {
    const blob = await platform.GET('/call/{id}/mono-recording', { ...path, parseAs: 'blob' });
    expectTypeOf(blob.data).toEqualTypeOf<Blob>();
    const stream = await platform.GET('/call/{id}/pcap', { ...path, parseAs: 'stream' });
    expectTypeOf(stream.data).toEqualTypeOf<Response['body']>();
    // @ts-expect-error a recording is not JSON: the call says how to read it
    void platform.GET('/call/{id}/stereo-recording', path);
    // @ts-expect-error nor may it ask for JSON
    void platform.GET('/call/{id}/call-logs', { ...path, parseAs: 'json' });
  });

  it('is told apart by its media types: a JSON answer or none is not a file', () => {
    type Get = PlatformOperations['get'];
    expectTypeOf<AnswersFile<Get['/call/{id}/video-recording']>>().toEqualTypeOf<true>();
    expectTypeOf<AnswersFile<Get['/call/{id}/call-logs']>>().toEqualTypeOf<true>();
    expectTypeOf<AnswersFile<Get['/call/{id}']>>().toEqualTypeOf<false>();
    expectTypeOf<
      AnswersFile<PlatformOperations['post']['/eval/simulation/run/{id}/item/{itemId}/generate']>
    >().toEqualTypeOf<false>();
  });
});

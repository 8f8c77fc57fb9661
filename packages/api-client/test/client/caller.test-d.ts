import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import type { CallerMethod, PathsWith } from '../../src/client/caller-types';
import type { components } from '../../src/index';
import type { DocumentOperationKey } from './document-operations';

/** Whether `METHOD /path` is a path the light caller accepts for that method. */
type IsTyped<Key extends string> = Key extends `${infer M extends Uppercase<CallerMethod>} ${infer Path}`
  ? Path extends PathsWith<Lowercase<M>>
    ? true
    : false
  : false;

/** The operations of the generated `paths` that the caller does not type: must be none. */
type Untyped<Keys extends string> = { [Key in Keys]: IsTyped<Key> extends true ? never : Key }[Keys];

const caller = createPlatformCaller();

describe('the light caller is typed by paths', () => {
  it('types every METHOD /path of the generated paths, and no other', () => {
    expectTypeOf<'GET /assistant' | 'POST /call/web'>().toExtend<DocumentOperationKey>();
    expectTypeOf<Untyped<DocumentOperationKey>>().toEqualTypeOf<never>();
    expectTypeOf<IsTyped<'GET /nowhere'>>().toEqualTypeOf<false>();
    expectTypeOf<IsTyped<'PUT /squad/{id}'>>().toEqualTypeOf<false>();
  });

  it('refuses a wrong path, or a path with a method it does not have', () => {
    // @ts-expect-error no such path
    void caller.GET('/nowhere');
    // @ts-expect-error POST /call/web exists, GET /call/web does not
    void caller.GET('/call/web');
    // @ts-expect-error squads are updated with PATCH, never PUT
    void caller.PUT('/squad/{id}', { params: { path: { id: 's1' } }, body: {} });
  });

  it('types the web call body and answer from the operation', () => {
    const startCall = () => caller.POST('/call/web', { body: { assistantId: 'front-desk' } });
    // @ts-expect-error the body is required
    void caller.POST('/call/web');
    // @ts-expect-error assistantId is a string
    void caller.POST('/call/web', { body: { assistantId: 42 } });
    // @ts-expect-error an unknown field of the web call body
    void caller.POST('/call/web', { body: { assistantId: 'a', roomColour: 'blue' } });
    type Answer = Awaited<ReturnType<typeof startCall>>;
    expectTypeOf<Answer['data']>().toEqualTypeOf<components['schemas']['WebCall']>();
    expectTypeOf<Answer['response']>().toEqualTypeOf<Response>();
  });

  it('requires path parameters, types query parameters, and lets init go when nothing is required', () => {
    void caller.GET('/assistant');
    void caller.GET('/v2/call', { params: { query: { page: 2, limit: 10 } } });
    // @ts-expect-error page is a number
    void caller.GET('/v2/call', { params: { query: { page: 'two' } } });
    // @ts-expect-error not a filter of this list
    void caller.GET('/v2/call', { params: { query: { colour: 'blue' } } });
    // @ts-expect-error the id path parameter is required
    void caller.GET('/assistant/{id}');
    // @ts-expect-error the id path parameter is required
    void caller.GET('/assistant/{id}', { params: {} });
    // @ts-expect-error GET takes no body
    void caller.GET('/assistant', { body: {} });
    const listCalls = () => caller.GET('/v2/call', { params: { query: { page: 1 } } });
    type Page = Awaited<ReturnType<typeof listCalls>>['data'];
    expectTypeOf<Page>().toHaveProperty('results');
    expectTypeOf<Page['results']>().items.toExtend<components['schemas']['Call']>();
  });

  it('takes FormData for the multipart operations, and a JSON object elsewhere', () => {
    void caller.POST('/file', { body: new FormData() });
    // @ts-expect-error a multipart upload is a FormData, not an object
    void caller.POST('/file/upload', { body: { file: 'x' } });
    // @ts-expect-error a JSON operation does not take FormData
    void caller.POST('/squad', { body: new FormData() });
  });

  it('takes a signal and headers, and no openapi-fetch options it would ignore', () => {
    void caller.GET('/assistant', { signal: AbortSignal.timeout(1000), headers: { 'X-Clinic': 'north' } });
    // @ts-expect-error the light caller has no per-call parseAs
    void caller.GET('/assistant', { parseAs: 'text' });
  });

  it('leaves the file downloads to the full client: it reads JSON only', () => {
    void caller.GET('/call/{id}', { params: { path: { id: 'a' } } });
    // @ts-expect-error a recording is not JSON
    void caller.GET('/call/{id}/mono-recording', { params: { path: { id: 'a' } } });
    // @ts-expect-error nor can the init be left out
    void caller.GET('/call/{id}/pcap');
  });
});

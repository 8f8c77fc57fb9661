import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformClient, type PlatformClient } from '../../src/client/client';
import type { components, paths } from '../../src/index';
import type { DocumentOperationKey } from './document-operations';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whether `METHOD /path` is a path the client accepts for that method. */
type IsTyped<Key extends string> = Key extends `${infer M extends Method} ${infer Path}`
  ? Path extends Parameters<PlatformClient[M]>[0]
    ? true
    : false
  : false;

/** The operations of the generated `paths` that the client does not type: must be none. */
type Untyped<Keys extends string> = { [Key in Keys]: IsTyped<Key> extends true ? never : Key }[Keys];

describe('typed operations', () => {
  it('every METHOD /path of the generated paths is a typed path of the client', () => {
    // The same bundle writes `paths` and platform-operations.txt (test/openapi holds them to each other).
    expectTypeOf<
      'GET /assistant' | 'POST /call/web' | 'DELETE /tool/{id}'
    >().toExtend<DocumentOperationKey>();
    expectTypeOf<Untyped<DocumentOperationKey>>().toEqualTypeOf<never>();
  });

  it('the check can fail: an unknown path or a wrong method is not typed', () => {
    expectTypeOf<IsTyped<'GET /assistant'>>().toEqualTypeOf<true>();
    expectTypeOf<IsTyped<'GET /nowhere'>>().toEqualTypeOf<false>();
    expectTypeOf<IsTyped<'PUT /squad/{id}'>>().toEqualTypeOf<false>();
    expectTypeOf<Untyped<DocumentOperationKey | 'POST /nowhere'>>().toEqualTypeOf<'POST /nowhere'>();
  });

  it('types the web call request and response', () => {
    const platform = createPlatformClient();
    const startCall = () => platform.POST('/call/web', { body: { assistantId: 'demo' } });
    // @ts-expect-error assistantId is a string
    void platform.POST('/call/web', { body: { assistantId: 42 } });
    type WebCall = NonNullable<Awaited<ReturnType<typeof startCall>>['data']>;
    expectTypeOf<WebCall['id']>().toEqualTypeOf<string>();
    expectTypeOf<WebCall>().toHaveProperty('webCallUrl');
    expectTypeOf<WebCall>().toExtend<components['schemas']['Call']>();
  });

  it('takes FormData for the multipart operations, and a JSON object elsewhere', () => {
    const platform = createPlatformClient();
    void platform.POST('/file', { body: new FormData() });
    void platform.POST('/11labs/voice/clone', { body: new FormData() });
    // @ts-expect-error a multipart upload is a FormData, not an object
    void platform.POST('/file/upload', { body: { file: 'x' } });
    // @ts-expect-error a JSON operation does not take FormData
    void platform.POST('/squad', { body: new FormData() });
  });

  it('types path and query parameters, and the paginated v2 answers', () => {
    const platform = createPlatformClient();
    // @ts-expect-error the id path parameter is required
    void platform.GET('/assistant/{id}', {});
    const listCalls = () => platform.GET('/v2/call', { params: { query: { page: 2, limit: 10 } } });
    type Page = NonNullable<Awaited<ReturnType<typeof listCalls>>['data']>;
    expectTypeOf<Page>().toHaveProperty('results');
    expectTypeOf<Page['metadata']['totalItems']>().toEqualTypeOf<number>();
    expectTypeOf<paths['/v2/call']['get']>().not.toBeNever();
  });
});

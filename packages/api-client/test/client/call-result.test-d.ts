import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { createPlatformClient } from '../../src/client/client';
import type { components } from '../../src/index';

type Schemas = components['schemas'];

const platform = createPlatformClient();
const caller = createPlatformCaller();

// A non-2xx answer rejects with PlatformApiError: a call that resolves has succeeded, and its data is the success
// answer, with no check of `data` or `error` first. openapi-fetch's `{ error }` member left `data` optional, and on
// the operations that document no error answer (most of them) checking `error` could not narrow it either.
describe('what a call of the client resolves', () => {
  it('is the success answer: data as the document gives it, on operations with and without documented errors', async () => {
    const { data: assistants } = await platform.GET('/assistant');
    expectTypeOf(assistants).toEqualTypeOf<Schemas['Assistant'][]>();
    const { data: assistant } = await platform.GET('/assistant/{id}', { params: { path: { id: 'a' } } });
    expectTypeOf(assistant).toEqualTypeOf<Schemas['Assistant']>();
    const { data: call } = await platform.POST('/call/web', { body: { assistantId: 'a' } });
    expectTypeOf(call.webCallUrl).toEqualTypeOf<string>();
  });

  it('has no data where the answer has no content, and maybe none where one success answer has none', async () => {
    const id = { params: { path: { id: 'r', itemId: 'i' }, query: { force: 'true' } } };
    const generated = await platform.POST('/eval/simulation/run/{id}/item/{itemId}/generate', id);
    expectTypeOf(generated.data).toEqualTypeOf<undefined>();
    // 200 with the results, or 201 without content.
    const analytics = await platform.POST('/analytics', { body: { queries: [] } });
    expectTypeOf(analytics.data).toEqualTypeOf<Schemas['AnalyticsQueryResult'][] | undefined>();
  });

  it('never carries an error: code that destructures one still compiles, and it is always undefined', async () => {
    const { data, error, response } = await platform.GET('/assistant');
    expectTypeOf(error).toEqualTypeOf<undefined>();
    expectTypeOf(response).toEqualTypeOf<Response>();
    if (error) throw error;
    expectTypeOf(data).toEqualTypeOf<Schemas['Assistant'][]>();
  });

  it('gives the same data as the light caller', async () => {
    const fromClient = await platform.GET('/assistant');
    const fromCaller = await caller.GET('/assistant');
    expectTypeOf(fromClient.data).toEqualTypeOf(fromCaller.data);
    const id = { params: { path: { id: 'r', itemId: 'i' }, query: { force: 'true' } } };
    const generated = await caller.POST('/eval/simulation/run/{id}/item/{itemId}/generate', id);
    expectTypeOf(generated.data).toEqualTypeOf<undefined>();
  });
});

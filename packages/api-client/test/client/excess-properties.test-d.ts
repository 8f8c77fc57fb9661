import { describe, expectTypeOf, it } from 'vitest';
import { createPlatformCaller } from '../../src/client/caller';
import { createPlatformClient } from '../../src/client/client';
import type { components } from '../../src/index';

const platform = createPlatformClient();
const caller = createPlatformCaller();

describe('the client checks an init literal against the operation (no excess properties)', () => {
  it('refuses a misspelt optional body field, at the top level and nested', () => {
    // @ts-expect-error `nme` is not a field of CreateAssistantDTO
    void platform.POST('/assistant', { body: { nme: 'front desk' } });
    void platform.POST('/assistant', {
      // @ts-expect-error `stabilty` is not a field of the 11labs voice
      body: { voice: { provider: '11labs', voiceId: 'x', stabilty: 0.5 } },
    });
    // @ts-expect-error required fields present do not excuse an extra one
    void platform.POST('/call/web', { body: { assistantId: 'front-desk', assistantID: 'x' } });
    void platform.POST('/assistant', {
      body: {
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          // @ts-expect-error `contnt` is not a field of a message, inside the OpenAI variant of the model union
          messages: [{ role: 'system', contnt: 'You book appointments.' }],
        },
      },
    });
    void platform.PATCH('/assistant/{id}', {
      params: { path: { id: 'a1' } },
      // @ts-expect-error `languag` is not a field of the Deepgram transcriber, in an update body
      body: { transcriber: { provider: 'deepgram', languag: 'en' } },
    });
  });

  it('refuses FormData on a JSON operation and a wrong query parameter name', () => {
    // @ts-expect-error CreateAssistantDTO is JSON
    void platform.POST('/assistant', { body: new FormData() });
    // @ts-expect-error the page size is `limit`
    void platform.GET('/assistant', { params: { query: { limt: 10 } } });
    // @ts-expect-error `bodyy` is not part of the init
    void platform.POST('/call/web', { body: { assistantId: 'a' }, bodyy: {} });
  });

  it('accepts documented bodies, the init fields of fetch, and FormData for multipart operations', () => {
    const create = () =>
      platform.POST('/assistant', {
        body: { name: 'front desk', voice: { provider: '11labs', voiceId: 'x', stability: 0.5 } },
        signal: AbortSignal.timeout(1_000),
        headers: { 'x-trace': '1' },
      });
    void platform.GET('/assistant', { params: { query: { limit: 10 } } });
    void platform.GET('/assistant');
    void platform.POST('/file', { body: new FormData() });
    void platform.POST('/11labs/voice/clone', { body: new FormData() });
    type Created = NonNullable<Awaited<ReturnType<typeof create>>['data']>;
    expectTypeOf<Created>().toEqualTypeOf<components['schemas']['Assistant']>();
  });

  it('holds for the light caller too', () => {
    // @ts-expect-error `nme` is not a field of CreateAssistantDTO
    void caller.POST('/assistant', { body: { nme: 'front desk' } });
    // @ts-expect-error `stabilty` is not a field of the 11labs voice
    void caller.POST('/assistant', { body: { voice: { provider: '11labs', voiceId: 'x', stabilty: 0.5 } } });
    // @ts-expect-error CreateAssistantDTO is JSON
    void caller.POST('/assistant', { body: new FormData() });
    // @ts-expect-error the page size is `limit`
    void caller.GET('/assistant', { params: { query: { limt: 10 } } });
    void caller.POST('/assistant', {
      // @ts-expect-error `contnt` is not a field of a message, inside the OpenAI variant of the model union
      body: { model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', contnt: 'x' }] } },
    });
    void caller.POST('/assistant', { body: { voice: { provider: '11labs', voiceId: 'x', stability: 0.5 } } });
    void caller.POST('/assistant', {
      body: { model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: 'x' }] } },
    });
    void caller.POST('/file', { body: new FormData() });
  });
});

import { describe, expectTypeOf, it } from 'vitest';
import type { components, paths } from '../../src/generated/platform';

type WebCallBody = paths['/call/web']['post']['requestBody']['content']['application/json'];
type WebCallCreated = paths['/call/web']['post']['responses']['201']['content']['application/json'];

describe('generated platform types', () => {
  it('type the web call request with stored or inline assistant, squad or workflow, all optional', () => {
    expectTypeOf<{ assistantId: string }>().toExtend<WebCallBody>();
    expectTypeOf<{ squadId: string }>().toExtend<WebCallBody>();
    expectTypeOf<{
      workflowId: string;
      workflowOverrides: { variableValues: { name: string } };
    }>().toExtend<WebCallBody>();
    expectTypeOf<WebCallBody['assistant']>().toEqualTypeOf<
      components['schemas']['CreateAssistantDTO'] | undefined
    >();
    expectTypeOf<NonNullable<WebCallBody['squad']>['members']>().toExtend<unknown[]>();
    expectTypeOf<{ assistantId: number }>().not.toExtend<WebCallBody>();
  });

  it('type the web call response with id, webCallUrl, artifactPlan and the assistant voice provider', () => {
    expectTypeOf<WebCallCreated['id']>().toEqualTypeOf<string>();
    expectTypeOf<WebCallCreated['webCallUrl']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<WebCallCreated['artifactPlan']>['videoRecordingEnabled']>().toEqualTypeOf<
      boolean | undefined
    >();
    type Provider = NonNullable<NonNullable<WebCallCreated['assistant']>['voice']>['provider'];
    expectTypeOf<'11labs'>().toExtend<Provider>();
    expectTypeOf<'not-a-provider'>().not.toExtend<Provider>();
  });

  it('type the v2 lists as pages with metadata', () => {
    type Page = paths['/v2/call']['get']['responses']['200']['content']['application/json'];
    expectTypeOf<Page['results'][number]>().toEqualTypeOf<components['schemas']['Call']>();
    expectTypeOf<Page['metadata']['totalItems']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<paths['/v2/call']['get']['parameters']['query']>['page']>().toEqualTypeOf<
      number | undefined
    >();
  });

  it('type multipart uploads with a binary file field', () => {
    type Upload = paths['/file']['post']['requestBody']['content']['multipart/form-data'];
    expectTypeOf<Upload>().toHaveProperty('file');
  });
});

import { describe, expectTypeOf, it } from 'vitest';
import type { CollectionPath, PlatformMock } from '../src/index';
import type { OperationKey, Operations } from '../src/resources';

describe('the rows written by hand', () => {
  it('are keyed by the operations of the document', () => {
    expectTypeOf<'GET /assistant/{id}'>().toExtend<OperationKey>();
    expectTypeOf<'GET /asistant'>().not.toExtend<OperationKey>();
  });

  it('a misspelt row is a compile error', () => {
    const misspelt: Operations = {
      // @ts-expect-error no such operation in the document
      'GET /asistant': { resource: 'assistant', action: 'list' },
    };
    expectTypeOf(misspelt).toBeObject();
  });

  it('a row names a known resource and action', () => {
    const wrong: Operations = {
      // @ts-expect-error no such resource
      'GET /assistant': { resource: 'assistants', action: 'list' },
    };
    expectTypeOf(wrong).toBeObject();
  });
});

declare const platform: PlatformMock;

describe('the collection paths seed takes', () => {
  it('are the collections, nested and versioned ones included', () => {
    platform.seed('/assistant', [{ name: 'Reception' }]);
    platform.seed('/v2/call', [{}]);
    platform.seed('/test-suite/{testSuiteId}/test', [{ testSuiteId: 's' }]);
    platform.seed('/campaign', [{ name: 'Recall' }]);
    platform.seed('/credential', [{ provider: 'webhook' }]);
    expectTypeOf<'/eval/simulation/run'>().toExtend<CollectionPath>();
  });

  it('refuse what is not one: an entity, a create-only or custom operation, a misspelling', () => {
    // @ts-expect-error one assistant, not the collection
    platform.seed('/assistant/{id}', [{}]);
    // @ts-expect-error creates a call, but lists nothing: the collection is /call
    platform.seed('/call/web', [{}]);
    // @ts-expect-error a custom operation, no stored entities
    platform.seed('/analytics', [{}]);
    // @ts-expect-error a singleton-like answer of its own
    platform.seed('/reporting/board/default/metrics-overview', [{}]);
    // @ts-expect-error misspelt
    platform.seed('/asistant', [{}]);
    expectTypeOf<'/phone-number/import/twilio'>().not.toExtend<CollectionPath>();
  });
});

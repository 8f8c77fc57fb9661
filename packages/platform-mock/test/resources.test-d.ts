import { describe, expectTypeOf, it } from 'vitest';
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

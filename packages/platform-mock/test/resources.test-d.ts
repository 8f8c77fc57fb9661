import { describe, expectTypeOf, it } from 'vitest';
import type { DocumentOperationKey, OperationSpec } from '../src/resources';
import { OPERATIONS } from '../src/resources';

type Table = Record<DocumentOperationKey, OperationSpec>;

describe('the operation table', () => {
  it('has exactly the operations of the generated paths', () => {
    expectTypeOf<keyof typeof OPERATIONS>().toEqualTypeOf<DocumentOperationKey>();
  });

  it('a missing row is a compile error', () => {
    const { 'GET /assistant': _dropped, ...missing } = OPERATIONS;
    // @ts-expect-error 'GET /assistant' is missing
    const table: Table = missing;
    expectTypeOf(table).toEqualTypeOf<Table>();
  });

  it('a misspelt row is a compile error', () => {
    const misspelt = {
      ...OPERATIONS,
      // @ts-expect-error no such operation in the document
      'GET /asistant': { resource: 'assistant', action: 'list' },
    } satisfies Table;
    expectTypeOf(misspelt).toBeObject();
  });
});

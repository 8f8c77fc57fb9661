import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../src/generated/request-schemas';
import { checkRequestPart } from '../src/request-validator';
import { validBody } from './valid-requests';

describe('validBody (the tests’ fixture)', () => {
  it.each(Object.keys(requestSchemas).filter((key) => requestSchemas[key]?.body))('%s', (operation) => {
    expect(checkRequestPart(operation, 'body', validBody(operation))).toEqual([]);
  });
});

import { type Schema, Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../src/validation-messages';

function messagesFor(schema: object, value: unknown, root = 'body'): string[] {
  const { errors } = new Validator(schema as Schema, '2020-12', false).validate(value);
  return validationMessages(errors, root);
}

describe('validationMessages', () => {
  it.each([
    [{ properties: { n: { type: 'number' } } }, { n: 'x' }, 'n must be a number'],
    [{ properties: { n: { type: 'integer' } } }, { n: 1.5 }, 'n must be an integer number'],
    [{ properties: { n: { type: ['string', 'null'] } } }, { n: 1 }, 'n must be a string or null'],
    [{ properties: { list: { type: 'array' } } }, { list: {} }, 'list must be an array'],
    [{ required: ['name'] }, {}, 'name should not be empty'],
    [{ properties: { a: { required: ['b'] } } }, { a: {} }, 'a.b should not be empty'],
    [{ properties: { e: { enum: ['x', 'y'] } } }, { e: 'z' }, 'e must be one of the following values: x, y'],
    [{ properties: { c: { const: 'eval' } } }, { c: 'x' }, 'c must be "eval"'],
    [
      { properties: { s: { maxLength: 3 } } },
      { s: 'long' },
      's must be shorter than or equal to 3 characters',
    ],
    [{ properties: { s: { minLength: 2 } } }, { s: 'a' }, 's must be longer than or equal to 2 characters'],
    [{ properties: { n: { minimum: 10 } } }, { n: 5 }, 'n must not be less than 10'],
    [{ properties: { n: { maximum: 1000 } } }, { n: 5000 }, 'n must not be greater than 1000'],
    [{ properties: { l: { minItems: 1 } } }, { l: [] }, 'l must contain at least 1 elements'],
    [{ properties: { u: { format: 'uri' } } }, { u: 'not a url' }, 'u must be a URL address'],
    [{ properties: { d: { format: 'date-time' } } }, { d: 'noon' }, 'd must be an ISO 8601 date string'],
    [{ properties: { x: false } }, { x: 1 }, 'property x should not exist'],
    [{ properties: { 'a/b': { type: 'string' } } }, { 'a/b': 1 }, 'a/b must be a string'],
    [{ type: 'object' }, [], 'body must be an object'],
  ])('%j with %j: "%s"', (schema, value, message) => {
    expect(messagesFor(schema, value)).toEqual([message]);
  });

  it('folds a union whose branches all fail on type into one message', () => {
    const schema = { properties: { input: { oneOf: [{ type: 'string' }, { type: 'array' }] } } };
    expect(messagesFor(schema, { input: 5 })).toEqual(['input must be a string or an array']);
  });

  it('names the root part when the value itself is wrong', () => {
    expect(messagesFor({ type: 'object', required: ['id'] }, {}, 'path')).toEqual(['id should not be empty']);
    expect(messagesFor({ type: 'string' }, 1, 'query')).toEqual(['query must be a string']);
  });
});

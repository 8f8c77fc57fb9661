import { type Schema, Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { createSchemaCompiler, UnsupportedSchemaError } from '../src/compile-schema';
import { requestComponents, requestSchemas } from '../src/generated/request-schemas';
import { type RequestPart, requestSchemaOf } from '../src/request-validator';
import documented from './fixtures/documented-examples.json';
import { exampleOf, validBody } from './valid-requests';

const components = requestComponents as { schemas: Record<string, unknown> };

/** The interpreter's verdict, as the mock asks it (draft 2020-12, every error). */
const interpreted = (schema: object, schemas: object = components) => {
  const validator = new Validator({ ...schema, components: schemas } as Schema, '2020-12', false);
  return (value: unknown) => validator.validate(value).valid;
};

// As entries: an object literal's `then` reads as a thenable to the linter.
const tagRule = (kind: string, variant: object) =>
  Object.fromEntries([
    ['if', { type: 'object', required: ['kind'], properties: { kind: { const: kind } } }],
    ['then', variant],
  ]);

describe('createSchemaCompiler on the keywords it compiles', () => {
  const local = {
    schemas: {
      Tree: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
        },
        required: ['name'],
        additionalProperties: false,
      },
      Cat: { type: 'object', properties: { kind: { const: 'cat' }, lives: { type: 'integer', maximum: 9 } } },
    },
  };
  const cases: Array<[string, object, Array<[unknown, boolean]>]> = [
    [
      'type list and integer',
      { type: ['integer', 'null'] },
      [
        [1, true],
        [null, true],
        [1.5, false],
        ['1', false],
      ],
    ],
    [
      'number bounds',
      { minimum: 0, exclusiveMaximum: 10 },
      [
        [0, true],
        [10, false],
        [-1, false],
        ['x', true],
      ],
    ],
    [
      'string length (in code points), pattern and format',
      { type: 'string', minLength: 2, maxLength: 3, pattern: '^a', format: 'uuid' },
      [
        ['ab', false],
        ['abc', false],
        [12, false],
      ],
    ],
    [
      'a known format',
      { format: 'date-time' },
      [
        ['2026-01-05T10:00:00.000Z', true],
        ['Monday', false],
      ],
    ],
    ['a format nobody checks', { format: 'binary' }, [['anything', true]]],
    [
      'code points, not UTF-16 units',
      { maxLength: 2 },
      [
        ['😀😀', true],
        ['😀😀😀', false],
      ],
    ],
    [
      'const and enum of objects',
      { enum: [{ a: 1 }, 'b'] },
      [
        [{ a: 1 }, true],
        [{ a: 2 }, false],
        ['b', true],
      ],
    ],
    [
      'not',
      { not: { type: 'string' } },
      [
        [1, true],
        ['x', false],
      ],
    ],
    [
      'anyOf',
      { anyOf: [{ type: 'string' }, { minimum: 5 }] },
      [
        ['x', true],
        [6, true],
        [4, false],
      ],
    ],
    [
      'oneOf counts matches',
      { oneOf: [{ type: 'number' }, { minimum: 5 }] },
      [
        [1, true],
        [6, false],
        ['x', true],
      ],
    ],
    [
      'if / then / else',
      // As entries: an object literal's `then` reads as a thenable to the linter.
      Object.fromEntries([
        ['if', { properties: { kind: { const: 'cat' } } }],
        ['then', { required: ['lives'] }],
        ['else', { required: ['barks'] }],
      ]),
      [
        [{ kind: 'cat', lives: 3 }, true],
        [{ kind: 'cat' }, false],
        [{ kind: 'dog', barks: true }, true],
        [{}, false],
      ],
    ],
    [
      'the rules of a tagged union, one constant twice',
      {
        allOf: [
          tagRule('cat', { required: ['lives'] }),
          tagRule('dog', { required: ['barks'] }),
          tagRule('cat', { properties: { lives: { maximum: 9 } } }),
        ],
      },
      [
        [{ kind: 'cat', lives: 3 }, true],
        [{ kind: 'cat' }, false],
        [{ kind: 'cat', lives: 10 }, false],
        [{ kind: 'dog' }, false],
        [{ kind: 'bird' }, true],
        [{ kind: { cat: true } }, true],
        [[], true],
        [{}, true],
      ],
    ],
    [
      'required, properties and closed objects',
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
      [
        [{ a: 'x' }, true],
        [{}, false],
        [{ a: 1 }, false],
        [{ a: 'x', b: 1 }, false],
        [[], false],
      ],
    ],
    [
      'array bounds',
      { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string' } },
      [
        [['a'], true],
        [[], false],
        [['a', 'b', 'c'], false],
        [[1], false],
      ],
    ],
    [
      'a recursive $ref with siblings',
      { $ref: '#/components/schemas/Tree', required: ['children'] },
      [
        [{ name: 'a', children: [{ name: 'b', children: [] }] }, true],
        [{ name: 'a', children: [{ name: 'b', children: [{ name: 1 }] }] }, false],
        [{ name: 'a' }, false],
      ],
    ],
    [
      'an integer bound of a referenced schema',
      { $ref: '#/components/schemas/Cat' },
      [
        [{ kind: 'cat', lives: 10 }, false],
        [{ kind: 'dog' }, false],
      ],
    ],
  ];

  it.each(cases)('%s: the verdicts given, which are also the interpreter’s', (_name, schema, verdicts) => {
    const check = createSchemaCompiler(local).compile(schema);
    const interpreter = interpreted(schema, local);
    for (const [value, valid] of verdicts) {
      expect({ value, compiled: check(value) }).toEqual({ value, compiled: valid });
      expect({ value, interpreted: interpreter(value) }).toEqual({ value, interpreted: valid });
    }
  });

  it('leaves a keyword it does not compile to the interpreter, and a $ref outside components too', () => {
    const { compile } = createSchemaCompiler(local);
    expect(() => compile({ type: 'object', unevaluatedProperties: false })).toThrow(UnsupportedSchemaError);
    expect(() => compile({ properties: { a: { uniqueItems: true } } })).toThrow(UnsupportedSchemaError);
    expect(() => compile({ $ref: '#/$defs/Elsewhere' })).toThrow(UnsupportedSchemaError);
  });
});

const PARTS: readonly RequestPart[] = ['path', 'query', 'body', 'form'];
const operationParts = Object.keys(requestSchemas).flatMap((operation) =>
  PARTS.filter((part) => requestSchemaOf(operation, part)).map((part) => [operation, part] as const),
);

describe('the compiled request schemas of the document', () => {
  it('compile, every part of every operation (none is left to the interpreter alone)', () => {
    const { compile } = createSchemaCompiler(components);
    const failing = operationParts.filter(([operation, part]) => {
      try {
        compile(requestSchemaOf(operation, part) as object);
        return false;
      } catch (error) {
        if (error instanceof UnsupportedSchemaError) return true;
        throw error;
      }
    });
    expect(failing).toEqual([]);
    expect(operationParts.length).toBeGreaterThan(200);
  });

  // Values near the valid ones: each value of a valid request with one place changed, removed or added to, so that
  // the verdicts exercise every branch a request takes, on both sides of it.
  const REPLACEMENTS: readonly unknown[] = [
    null,
    0,
    2.5,
    -1,
    10_000,
    '',
    'x',
    'x'.repeat(600),
    true,
    [],
    {},
    ['x'],
    { x: 1 },
  ];

  function* nearby(value: unknown, budget = { left: 600 }): Generator<unknown> {
    yield value;
    const edits = function* (node: unknown, rebuild: (next: unknown) => unknown): Generator<unknown> {
      if (budget.left-- <= 0) return;
      for (const replacement of REPLACEMENTS) yield rebuild(replacement);
      if (Array.isArray(node)) {
        yield rebuild([...node, ...node]);
        for (const [index, item] of node.entries()) {
          yield* edits(item, (next) => rebuild(node.map((old, at) => (at === index ? next : old))));
        }
      } else if (node && typeof node === 'object') {
        yield rebuild({ ...node, unknownField: 'x' });
        for (const [key, child] of Object.entries(node)) {
          const { [key]: _removed, ...rest } = node as Record<string, unknown>;
          yield rebuild(rest);
          yield* edits(child, (next) => rebuild({ ...node, [key]: next }));
        }
      }
    };
    yield* edits(value, (next) => next);
  }

  const FULL_ASSISTANT = {
    name: 'Reception',
    firstMessage: 'Good morning, Smile Dental, how can I help?',
    voice: { provider: '11labs', voiceId: 'burt', stability: 0.5, similarityBoost: 0.75 },
    model: {
      provider: 'openai',
      model: 'gpt-4o',
      temperature: 0.3,
      messages: [{ role: 'system', content: 'You book dental appointments.' }],
      tools: [{ type: 'endCall' }],
    },
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
    voicemailDetection: { provider: 'twilio' },
    maxDurationSeconds: 600,
    metadata: { clinic: 'smile' },
  };

  /** A query, path or form with every parameter it declares set, not only the required ones. */
  const everyProperty = (schema: { $ref?: string; properties?: Record<string, object> }) => {
    const target = schema.$ref
      ? (components.schemas[schema.$ref.replace('#/components/schemas/', '')] as typeof schema)
      : schema;
    return Object.fromEntries(
      Object.entries(target.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]),
    );
  };

  const seedsOf = (operation: string, part: RequestPart): unknown[] => {
    const schema = requestSchemaOf(operation, part) as object;
    if (part !== 'body') return [exampleOf(schema), everyProperty(schema)];
    const examples = [...documented.accepted, ...documented.refusedByDocument]
      .filter((example) => example.operation === operation)
      .map((example) => example.body);
    return [validBody(operation), ...examples, ...(operation === 'POST /assistant' ? [FULL_ASSISTANT] : [])];
  };

  it('judge every value near a valid request as the interpreter does', () => {
    const { compile } = createSchemaCompiler(components);
    const disagreements: string[] = [];
    let judged = 0;
    let valid = 0;
    const seen = new Set<string>();
    const interpreters = new Map<string, (value: unknown) => boolean>();
    for (const [operation, part] of operationParts) {
      const schema = requestSchemaOf(operation, part) as object;
      const check = compile(schema);
      // Built once per schema: each walks every component of the document.
      const schemaKey = JSON.stringify(schema);
      const interpreter = interpreters.get(schemaKey) ?? interpreted(schema);
      interpreters.set(schemaKey, interpreter);
      for (const seed of seedsOf(operation, part)) {
        // Operations that share a schema (a path's `{ id }`, one DTO for POST and PUT) and a seed are judged once.
        const pair = `${schemaKey} ${JSON.stringify(seed)}`;
        if (seen.has(pair)) continue;
        seen.add(pair);
        for (const value of nearby(seed)) {
          const verdict = interpreter(value);
          judged += 1;
          if (verdict) valid += 1;
          if (check(value) !== verdict && disagreements.length < 10) {
            disagreements.push(
              `${operation} ${part}: ${JSON.stringify(value).slice(0, 300)} is ${verdict ? 'valid' : 'invalid'}`,
            );
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    // Both verdicts, many times over: the comparison is not between two validators that accept everything.
    expect(valid).toBeGreaterThan(1_000);
    expect(judged - valid).toBeGreaterThan(10_000);
  }, 120_000);
});

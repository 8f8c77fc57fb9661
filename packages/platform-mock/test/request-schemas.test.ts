import { describe, expect, it } from 'vitest';
import { extractRequestSchemas } from '../../../scripts/openapi/request-schemas.mjs';

/** A bundled document with one POST /thing whose body is `body`, beside the given component schemas. */
const documentWith = (body: object, schemas: Record<string, object> = {}) => ({
  paths: {
    '/thing': { post: { requestBody: { content: { 'application/json': { schema: body } } } } },
  },
  components: { schemas },
});

describe('extractRequestSchemas: closed bodies', () => {
  it('lists the declared names of a closed body, through $ref and allOf, so a bad value is not also "unknown"', () => {
    const { operations, components } = extractRequestSchemas(
      documentWith(
        { allOf: [{ $ref: '#/components/schemas/Settings' }], unevaluatedProperties: false },
        { Settings: { type: 'object', properties: { name: { type: 'string' }, 'a.b': {} } } },
      ),
    );
    expect((operations['POST /thing'] as { body: object }).body).toMatchObject({
      patternProperties: { '^(?:name|a\\.b)$': true },
      unevaluatedProperties: false,
    });
    // A schema only referenced, not closed, is left as it is.
    expect((components as { schemas: Record<string, object> }).schemas.Settings).not.toHaveProperty(
      'patternProperties',
    );
  });

  it('refuses to close a body whose names depend on a union, naming it', () => {
    expect(() =>
      extractRequestSchemas(
        documentWith({
          oneOf: [{ properties: { a: {} } }, { properties: { b: {} } }],
          unevaluatedProperties: false,
        }),
      ),
    ).toThrow(/The body of POST \/thing is closed/);
    expect(() =>
      extractRequestSchemas(
        documentWith(
          { $ref: '#/components/schemas/Open' },
          { Open: { anyOf: [{ properties: { a: {} } }], unevaluatedProperties: false } },
        ),
      ),
    ).toThrow(/^Open is closed/);
  });
});

describe('extractRequestSchemas: unions', () => {
  const variants = {
    Cat: {
      type: 'object',
      properties: { type: { type: 'string', enum: ['cat'] }, purrs: {} },
      required: ['type'],
    },
    Dog: {
      type: 'object',
      properties: { type: { type: 'string', enum: ['dog'] }, barks: {} },
      required: ['type'],
    },
  };
  const pets = { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] };
  const extract = (body: object, schemas: Record<string, object> = variants) => {
    const { operations, components } = extractRequestSchemas(documentWith(body, schemas));
    return {
      body: (operations['POST /thing'] as { body: Record<string, unknown> }).body,
      schemas: (components as { schemas: Record<string, Record<string, unknown>> }).schemas,
    };
  };

  it('keeps a union told apart by a listed value once, as rules that pick the variant by that value', () => {
    const { body, schemas } = extract({
      type: 'object',
      properties: { pet: pets, other: { type: 'array', items: pets } },
    });
    const properties = body.properties as Record<string, { $ref?: string; items?: { $ref: string } }>;
    expect(properties.pet?.$ref).toBe('#/components/schemas/OneOf.type.Cat');
    expect(properties.other?.items?.$ref).toBe('#/components/schemas/OneOf.type.Cat');
    const rules = schemas['OneOf.type.Cat']?.allOf as { if: object; then: object }[];
    expect(rules.slice(0, 2).map((rule) => [rule.if, rule.then])).toEqual([
      [
        { type: 'object', required: ['type'], properties: { type: { const: 'cat' } } },
        { $ref: '#/components/schemas/Cat' },
      ],
      [
        { type: 'object', required: ['type'], properties: { type: { const: 'dog' } } },
        { $ref: '#/components/schemas/Dog' },
      ],
    ]);
    // A value naming no variant is refused by the list of those there are.
    expect(rules[2]?.then).toEqual({ properties: { type: { enum: ['cat', 'dog'] } } });
  });

  it('reads the discriminator mapping first, and drops the discriminator itself', () => {
    const { schemas } = extract({
      ...pets,
      discriminator: { propertyName: 'type', mapping: { kitten: '#/components/schemas/Cat' } },
    });
    const union = schemas['OneOf.type.Cat'];
    expect(JSON.stringify(union)).not.toContain('discriminator');
    const rules = union?.allOf as { if: { properties?: { type?: { const: string } } } }[];
    expect(rules.map((rule) => rule.if.properties?.type?.const)).toEqual([
      'kitten',
      'cat',
      'dog',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('leaves a union whose variants claim the same value, or list none, as any-of', () => {
    const { body } = extract(
      { type: 'object', properties: { pet: pets } },
      { ...variants, Dog: { ...variants.Dog, properties: { type: { enum: ['cat'] } } } },
    );
    expect((body.properties as Record<string, object>).pet).toEqual({ anyOf: pets.oneOf });
    const nested = extract(
      {
        type: 'object',
        properties: { pet: { oneOf: [...pets.oneOf, { $ref: '#/components/schemas/Birds' }] } },
      },
      { ...variants, Birds: { oneOf: [{ type: 'object', properties: { type: { const: 'owl' } } }] } },
    ).body;
    // A variant that is a union of its own has no one tag to read.
    expect(JSON.stringify(nested)).toContain('"anyOf"');
    const strings = extract({ oneOf: [{ type: 'string', enum: ['a'] }, { type: 'string' }] }).body;
    expect(strings).toEqual({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'string' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { extractRequestSchemas } from '../../scripts/request-schemas.mjs';

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

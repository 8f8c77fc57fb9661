import { type Schema, Validator } from '@cfworker/json-schema';
import { type RequestSchemas, requestComponents, requestSchemas } from './generated/request-schemas';
import { validationMessages } from './validation-messages';

/** The parts of a request checked against the document. */
export type RequestPart = 'path' | 'query' | 'body';

const validators = new Map<string, Validator>();

function schemaOf(operation: string, part: RequestPart): object | undefined {
  const schemas: RequestSchemas | undefined = Object.hasOwn(requestSchemas, operation)
    ? requestSchemas[operation]
    : undefined;
  return schemas?.[part];
}

/**
 * The messages for what `value` breaks in the operation's schema of `part` (none when it conforms). Validators
 * are built on first use, one per operation and part.
 */
export function checkRequestPart(operation: string, part: RequestPart, value: unknown): string[] {
  const schema = schemaOf(operation, part);
  if (!schema) return [];
  const key = `${operation} ${part}`;
  let validator = validators.get(key);
  if (!validator) {
    // `false`: every error, not the first only, so that the answer names every offending field.
    validator = new Validator({ ...schema, components: requestComponents } as Schema, '2020-12', false);
    validators.set(key, validator);
  }
  const { valid, errors } = validator.validate(value);
  return valid ? [] : validationMessages(errors, part);
}

type PropertySchema = { type?: string | string[]; items?: PropertySchema };

const typesOf = (schema: PropertySchema | undefined) => [schema?.type ?? []].flat();

function coerce(schema: PropertySchema | undefined, value: string): unknown {
  const types = typesOf(schema);
  if ((types.includes('number') || types.includes('integer')) && /^-?\d+(\.\d+)?$/.test(value)) return +value;
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The query as the document types it: numbers and booleans where the parameter is one, lists where it is an
 * array; a value that does not read as its type stays a string, for the validator to name. Own properties only,
 * so `?__proto__=` or `?toString=` are plain (unknown) names.
 */
export function queryValues(operation: string, query: URLSearchParams): Record<string, unknown> {
  const properties = (schemaOf(operation, 'query') as { properties?: Record<string, PropertySchema> })
    ?.properties;
  return Object.fromEntries(
    [...new Set(query.keys())].map((name) => {
      const schema = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
      const values = query.getAll(name);
      return [
        name,
        typesOf(schema).includes('array')
          ? values.map((value) => coerce(schema?.items, value))
          : coerce(schema, values.at(-1) ?? ''),
      ];
    }),
  );
}

import { type Schema, Validator } from '@cfworker/json-schema';
import { type RequestSchemas, requestComponents, requestSchemas } from './generated/request-schemas';
import { validationMessages } from './validation-messages';

/** The parts of a request checked against the document. */
export type RequestPart = 'path' | 'query' | 'body';

// An operation without query parameters takes none: its query is checked against this.
const NO_QUERY = { type: 'object', properties: {} } as const;

const schemasOf = (operation: string): RequestSchemas | undefined =>
  Object.hasOwn(requestSchemas, operation) ? requestSchemas[operation] : undefined;

function schemaOf(operation: string, part: RequestPart): object | undefined {
  const schemas = schemasOf(operation);
  // The platform refuses a query parameter it does not declare as it refuses such a body property, so the
  // query's object is closed like every body object.
  if (part === 'query') return { ...(schemas?.query ?? NO_QUERY), additionalProperties: false };
  return schemas?.[part];
}

// One validator per operation and part, built on first use and kept; `null` for a part with no schema. A request
// does no schema work but the validation itself.
const validators = new Map<string, Validator | null>();

function validatorOf(operation: string, part: RequestPart): Validator | null {
  const key = `${operation} ${part}`;
  let validator = validators.get(key);
  if (validator === undefined) {
    const schema = schemaOf(operation, part);
    // `false`: every error, not the first only, so that the answer names every offending field.
    validator = schema
      ? new Validator({ ...schema, components: requestComponents } as Schema, '2020-12', false)
      : null;
    validators.set(key, validator);
  }
  return validator;
}

/** The messages for what `value` breaks in the operation's schema of `part` (none when it conforms). */
export function checkRequestPart(operation: string, part: RequestPart, value: unknown): string[] {
  const validator = validatorOf(operation, part);
  if (!validator) return [];
  const { valid, errors } = validator.validate(value);
  return valid ? [] : validationMessages(errors, part);
}

type PropertySchema = { type?: string | string[]; items?: PropertySchema };

const typesOf = (schema: PropertySchema | undefined) => [schema?.type ?? []].flat();

// What JSON and `Number()` both read as a finite number: `10`, `-2.5`, `1e2`, `.5`; not `''`, `0x10` or `Infinity`.
const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function coerce(schema: PropertySchema | undefined, value: string): unknown {
  const types = typesOf(schema);
  if ((types.includes('number') || types.includes('integer')) && NUMERIC.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The query as the document types it: numbers and booleans where the parameter is one, lists where it is an
 * array; a value that does not read as its type stays a string, for the validator to name. Own properties only,
 * so `?__proto__=` or `?toString=` are plain (unknown) names.
 */
export function queryValues(operation: string, query: URLSearchParams): Record<string, unknown> {
  const properties = (schemasOf(operation)?.query as { properties?: Record<string, PropertySchema> })
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

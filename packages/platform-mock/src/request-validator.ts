import { type Schema, Validator } from '@cfworker/json-schema';
import { createSchemaCompiler, type SchemaCheck } from './compile-schema';
import { type RequestSchemas, requestComponents, requestSchemas } from './generated/request-schemas';
import { validationMessages } from './validation-messages';

/** The parts of a request checked against the document. */
export type RequestPart = 'path' | 'query' | 'body' | 'form';

// An operation without query parameters takes none: its query is checked against this.
const NO_QUERY = { type: 'object', properties: {} } as const;

const schemasOf = (operation: string): RequestSchemas | undefined =>
  Object.hasOwn(requestSchemas, operation) ? requestSchemas[operation] : undefined;

/** The schema a part of the operation's request is checked against; none when the part is not checked. */
export function requestSchemaOf(operation: string, part: RequestPart): object | undefined {
  const schemas = schemasOf(operation);
  // The platform refuses a query parameter it does not declare as it refuses such a body property, so the
  // query's object is closed like every body object.
  if (part === 'query') return { ...(schemas?.query ?? NO_QUERY), additionalProperties: false };
  return schemas?.[part];
}

// The compiled check answers every request; the interpreter runs only for a request the check refuses, to name
// what it breaks. Both are built on first use and kept, per operation and part.
interface PartValidator {
  check: SchemaCheck;
  explain(): Validator;
}

const compiler = createSchemaCompiler(requestComponents as { schemas: Record<string, unknown> });
const partValidators = new Map<string, PartValidator | null>();

function partValidatorOf(operation: string, part: RequestPart): PartValidator | null {
  const key = `${operation} ${part}`;
  let found = partValidators.get(key);
  if (found === undefined) {
    const schema = requestSchemaOf(operation, part);
    found = schema ? createPartValidator(schema) : null;
    partValidators.set(key, found);
  }
  return found;
}

function createPartValidator(schema: object): PartValidator {
  let interpreter: Validator | undefined;
  // `false`: every error, not the first only, so that the answer names every offending field.
  const explain = () =>
    (interpreter ??= new Validator({ ...schema, components: requestComponents } as Schema, '2020-12', false));
  let check: SchemaCheck;
  try {
    check = compiler.compile(schema);
  } catch {
    // A keyword the compiler leaves alone (UnsupportedSchemaError), or a schema it cannot read (a pattern that is no
    // regular expression): the interpreter judges every request of this part, and fails where it always did.
    check = () => false;
  }
  return { check, explain };
}

/** The messages for what `value` breaks in the operation's schema of `part` (none when it conforms). */
export function checkRequestPart(operation: string, part: RequestPart, value: unknown): string[] {
  const validator = partValidatorOf(operation, part);
  if (!validator || validator.check(value)) return [];
  const { valid, errors } = validator.explain().validate(value);
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

type ObjectSchema = { $ref?: string; properties?: Record<string, PropertySchema> };

// A form's schema is a reference to a component; a query's is written out.
function propertiesOf(schema: ObjectSchema | undefined): Record<string, PropertySchema> | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  const schemas = (requestComponents as { schemas: Record<string, ObjectSchema> }).schemas;
  return (name && Object.hasOwn(schemas, name) ? schemas[name] : schema)?.properties;
}

/** Named text values, as a query and a multipart form both hold them. */
interface NamedValues {
  keys(): Iterable<string>;
  getAll(name: string): Array<string | Blob>;
}

/**
 * A query or a form as the document types it: numbers and booleans where the parameter is one, lists where it is
 * an array; a value that does not read as its type stays a string, for the validator to name; a file is its name.
 * Own properties only, so `?__proto__=` or `?toString=` are plain (unknown) names.
 */
function typedValues(operation: string, part: 'query' | 'form', named: NamedValues): Record<string, unknown> {
  const properties = propertiesOf(schemasOf(operation)?.[part]);
  return Object.fromEntries(
    [...new Set(named.keys())].map((name) => {
      const schema = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
      const values = named.getAll(name).map((value) => (typeof value === 'string' ? value : fileName(value)));
      return [
        name,
        typesOf(schema).includes('array')
          ? values.map((value) => coerce(schema?.items, value))
          : coerce(schema, values.at(-1) ?? ''),
      ];
    }),
  );
}

const fileName = (file: Blob) => ('name' in file && typeof file.name === 'string' ? file.name : 'blob');

/** The query's values, typed as the operation's query parameters. */
export const queryValues = (operation: string, query: URLSearchParams) =>
  typedValues(operation, 'query', query);

/** The multipart form's values, typed as the operation's form schema. */
export const formValues = (operation: string, form: FormData) => typedValues(operation, 'form', form);

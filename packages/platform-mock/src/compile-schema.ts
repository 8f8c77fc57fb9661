import { deepCompareStrict, format, ucs2length } from '@cfworker/json-schema';

/** Whether a JSON value conforms to the schema it was compiled from. */
export type SchemaCheck = (value: unknown) => boolean;

type SchemaNode = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/**
 * Keywords @cfworker/json-schema acts on that this compiler does not: a schema holding one is left to the
 * interpreter. Every other keyword the interpreter also ignores (titles, descriptions, examples).
 */
const UNSUPPORTED = [
  'id',
  '$id',
  '$anchor',
  '$dynamicRef',
  '$recursiveRef',
  '$recursiveAnchor',
  'patternProperties',
  'unevaluatedProperties',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'contains',
  'uniqueItems',
  'multipleOf',
] as const;

/** Raised while compiling a schema that uses a keyword the compiler leaves to the interpreter. */
export class UnsupportedSchemaError extends Error {}

/** The JSON type of a value as the interpreter names it; `undefined` for what JSON cannot hold. */
function typeOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'boolean':
    case 'number':
    case 'string':
      return typeof value;
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? 'array' : 'object';
    default:
      return undefined;
  }
}

const hasType = (type: string, valueType: string | undefined, value: unknown) =>
  type === valueType || (type === 'integer' && valueType === 'number' && Number.isInteger(value));

const equalsJson = (value: unknown, expected: unknown) =>
  value !== null && typeof value === 'object' ? deepCompareStrict(value, expected) : value === expected;

const allOf =
  (checks: readonly SchemaCheck[]): SchemaCheck =>
  (value) => {
    for (const check of checks) if (!check(value)) return false;
    return true;
  };

const keysAre = (value: unknown, keys: readonly string[]): value is SchemaNode =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === keys.length &&
  keys.every((key) => Object.hasOwn(value, key));

/**
 * The parts of `{ if: { type: 'object', required: [tag], properties: { [tag]: { const } } }, then }` with a constant
 * that is not an object (so that the value's tag meets it only by being it), as a tagged union's variants are
 * written; `undefined` for any other rule.
 */
function taggedRuleOf(rule: unknown): { tag: string; value: unknown; variant: unknown } | undefined {
  if (!keysAre(rule, ['if', 'then'])) return undefined;
  const condition = rule.if;
  if (!keysAre(condition, ['type', 'required', 'properties']) || condition.type !== 'object')
    return undefined;
  const [tag, ...more] = Array.isArray(condition.required) ? condition.required : [];
  if (typeof tag !== 'string' || more.length > 0 || !keysAre(condition.properties, [tag])) return undefined;
  const property = condition.properties[tag];
  if (!keysAre(property, ['const']) || (property.const !== null && typeof property.const === 'object')) {
    return undefined;
  }
  return { tag, value: property.const, variant: rule.then };
}

/**
 * Compiles the request schemas into plain functions that answer valid or not, with the verdicts of
 * @cfworker/json-schema (draft 2020-12) for the keywords the document uses. The interpreter builds an error, a
 * JSON pointer and a result object at every keyword it visits, for every branch of every union, also when the
 * value is valid; a compiled check does none of that, so the interpreter runs only to name what a refused value
 * breaks. `$ref`s point into `components`, each compiled once and shared, recursive ones included.
 */
export function createSchemaCompiler(components: { schemas: Readonly<Record<string, unknown>> }) {
  const compiledRefs = new Map<string, SchemaCheck>();

  const compileRef = (ref: string): SchemaCheck => {
    const known = compiledRefs.get(ref);
    if (known) return known;
    const name = ref.startsWith(COMPONENT_REF) ? ref.slice(COMPONENT_REF.length) : undefined;
    if (name === undefined || !Object.hasOwn(components.schemas, name)) {
      throw new UnsupportedSchemaError(`$ref ${ref} does not name a component`);
    }
    // Registered before compiling, so that a schema reaching itself calls the check being built.
    let check: SchemaCheck = () => {
      throw new Error(`${ref} was called while it was being compiled`);
    };
    compiledRefs.set(ref, (value) => check(value));
    check = compile(components.schemas[name]);
    return check;
  };

  const compile = (schema: unknown): SchemaCheck => {
    if (schema === true) return () => true;
    if (schema === false) return () => false;
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
      throw new UnsupportedSchemaError(`not a schema: ${JSON.stringify(schema)}`);
    }
    const node = schema as SchemaNode;
    for (const keyword of UNSUPPORTED) {
      if (keyword in node) throw new UnsupportedSchemaError(`the keyword ${keyword}`);
    }
    const checks = [
      ...anyTypeChecks(node),
      ...objectChecks(node),
      ...arrayChecks(node),
      ...numberChecks(node),
      ...stringChecks(node),
    ];
    return checks.length === 1 && checks[0] ? checks[0] : allOf(checks);
  };

  const schemaList = (node: SchemaNode, keyword: string): SchemaCheck[] => {
    const list = node[keyword];
    if (!Array.isArray(list)) throw new UnsupportedSchemaError(`${keyword} that is not a list`);
    return list.map(compile);
  };

  function anyTypeChecks(node: SchemaNode): SchemaCheck[] {
    const checks: SchemaCheck[] = [];
    // The interpreter reads `$ref` and goes on with the sibling keywords, as draft 2020-12 says.
    if (node.$ref !== undefined) checks.push(compileRef(String(node.$ref)));
    if (node.type !== undefined) {
      const types = [node.type].flat().map(String);
      checks.push((value) => {
        const valueType = typeOf(value);
        return types.some((type) => hasType(type, valueType, value));
      });
    }
    if (node.const !== undefined) {
      const expected = node.const;
      checks.push((value) => equalsJson(value, expected));
    }
    if (node.enum !== undefined) {
      if (!Array.isArray(node.enum)) throw new UnsupportedSchemaError('enum that is not a list');
      const listed = node.enum;
      const scalars = new Set(listed.filter((entry) => entry === null || typeof entry !== 'object'));
      checks.push((value) =>
        value !== null && typeof value === 'object'
          ? listed.some((entry) => deepCompareStrict(value, entry))
          : scalars.has(value),
      );
    }
    if (node.not !== undefined) {
      const negated = compile(node.not);
      checks.push((value) => !negated(value));
    }
    if (node.anyOf !== undefined) {
      const branches = schemaList(node, 'anyOf');
      checks.push((value) => branches.some((branch) => branch(value)));
    }
    if (node.allOf !== undefined) checks.push(allOfRules(node));
    if (node.oneOf !== undefined) {
      const branches = schemaList(node, 'oneOf');
      checks.push((value) => {
        let matches = 0;
        for (const branch of branches) if (branch(value) && ++matches > 1) return false;
        return matches === 1;
      });
    }
    if (node.if !== undefined) {
      const condition = compile(node.if);
      const then = node.then === undefined ? undefined : compile(node.then);
      const otherwise = node.else === undefined ? undefined : compile(node.else);
      checks.push((value) => (condition(value) ? (then?.(value) ?? true) : (otherwise?.(value) ?? true)));
    }
    return checks;
  }

  /**
   * `allOf`, with the rules of a tagged union (one `if` per variant: an object whose tag is this constant, `then`
   * that variant) turned into one lookup by the tag's value: a value meets at most one of them.
   */
  function allOfRules(node: SchemaNode): SchemaCheck {
    if (!Array.isArray(node.allOf)) throw new UnsupportedSchemaError('allOf that is not a list');
    const variantsByTag = new Map<string, Map<unknown, SchemaCheck>>();
    const others: SchemaCheck[] = [];
    for (const rule of node.allOf) {
      const tagged = taggedRuleOf(rule);
      const variants = tagged && (variantsByTag.get(tagged.tag) ?? new Map<unknown, SchemaCheck>());
      if (!tagged || !variants || variants.has(tagged.value)) {
        others.push(compile(rule));
        continue;
      }
      variants.set(tagged.value, compile(tagged.variant));
      variantsByTag.set(tagged.tag, variants);
    }
    const lookups = [...variantsByTag].map(
      ([tag, variants]): SchemaCheck =>
        (value) => {
          if (typeOf(value) !== 'object' || !Object.hasOwn(value as object, tag)) return true;
          const variant = variants.get((value as Record<string, unknown>)[tag]);
          return !variant || variant(value);
        },
    );
    return allOf([...lookups, ...others]);
  }

  function objectChecks(node: SchemaNode): SchemaCheck[] {
    const required = node.required === undefined ? [] : [node.required].flat().map(String);
    const properties = new Map(
      Object.entries((node.properties ?? {}) as Record<string, unknown>).map(
        ([name, property]) => [name, compile(property)] as const,
      ),
    );
    const additional =
      node.additionalProperties === undefined ? undefined : compile(node.additionalProperties);
    if (!required.length && !properties.size && !additional) return [];
    return [
      (value) => {
        if (typeOf(value) !== 'object') return true;
        const object = value as Record<string, unknown>;
        for (const name of required) if (!Object.hasOwn(object, name)) return false;
        // By the value's names, not the schema's: a body sets a few of the many properties its schema declares.
        for (const name in object) {
          const property = properties.get(name);
          // Only an own property is a declared one; anything else meets `additionalProperties`, as in the interpreter.
          const check = property && Object.hasOwn(object, name) ? property : additional;
          if (check && !check(object[name])) return false;
        }
        return true;
      },
    ];
  }

  function arrayChecks(node: SchemaNode): SchemaCheck[] {
    const { minItems, maxItems } = node as { minItems?: number; maxItems?: number };
    if (Array.isArray(node.items)) throw new UnsupportedSchemaError('items as a tuple');
    const items = node.items === undefined ? undefined : compile(node.items);
    if (minItems === undefined && maxItems === undefined && !items) return [];
    return [
      (value) => {
        if (!Array.isArray(value)) return true;
        if (maxItems !== undefined && value.length > maxItems) return false;
        if (minItems !== undefined && value.length < minItems) return false;
        return !items || value.every((item) => items(item));
      },
    ];
  }

  function numberChecks(node: SchemaNode): SchemaCheck[] {
    const bounds = node as {
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
    };
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = bounds;
    if ([minimum, maximum, exclusiveMinimum, exclusiveMaximum].every((bound) => bound === undefined))
      return [];
    return [
      (value) =>
        typeof value !== 'number' ||
        !(
          (minimum !== undefined && value < minimum) ||
          (maximum !== undefined && value > maximum) ||
          (exclusiveMinimum !== undefined && value <= exclusiveMinimum) ||
          (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
        ),
    ];
  }

  function stringChecks(node: SchemaNode): SchemaCheck[] {
    const { minLength, maxLength } = node as { minLength?: number; maxLength?: number };
    // An invalid pattern throws here, and the part is left to the interpreter, which throws where it meets it.
    const pattern = typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : undefined;
    // A format the interpreter does not know (`binary`) is not checked, by either.
    const formatName = String(node.format);
    const formatCheck = Object.hasOwn(format, formatName)
      ? (format as Record<string, (text: string) => boolean>)[formatName]
      : undefined;
    if (minLength === undefined && maxLength === undefined && !pattern && !formatCheck) return [];
    return [
      (value) => {
        if (typeof value !== 'string') return true;
        if (minLength !== undefined || maxLength !== undefined) {
          const length = ucs2length(value);
          if (minLength !== undefined && length < minLength) return false;
          if (maxLength !== undefined && length > maxLength) return false;
        }
        if (pattern && !pattern.test(value)) return false;
        return !formatCheck || formatCheck(value);
      },
    ];
  }

  return { compile };
}

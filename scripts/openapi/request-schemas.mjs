// Extracts from the bundled document what the mock checks requests against: per operation (`METHOD /path`) the
// JSON body schema, a multipart flag, and object schemas of its query and path parameters, plus the components
// those reach. Prose (descriptions, examples, summaries) and the annotations a validator does not act on (defaults,
// read/write-only marks) are dropped: the module ships inside the mock as a chunk of its own, so only what
// validates is kept.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PROSE = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'title',
  'deprecated',
  'externalDocs',
  'default',
  'readOnly',
  'writeOnly',
]);

// Maps keyed by names the caller chose (a property may well be called `description`): their keys stay.
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'schemas']);

function withoutProse(node, isNameMap = false) {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== 'object') return node;
  const kept = Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => isNameMap || !(PROSE.has(key) || key.startsWith('x-')))
      .map(([key, value]) => [key, withoutProse(value, !isNameMap && NAME_MAPS.has(key))]),
  );
  // `additionalProperties: true` allows what is allowed anyway, but it also marks every property as evaluated, and
  // that would silence the `unevaluatedProperties: false` of a body that includes the schema (CreateAssistantDTO
  // refuses a top-level property AssistantSettings does not name, as the platform does).
  if (!isNameMap && kept.additionalProperties === true) delete kept.additionalProperties;
  // A named alias is written `allOf: [$ref]` beside its description so the bundler keeps its name; without the
  // description it validates exactly as the schema it wraps.
  const keys = Object.keys(kept);
  if (!isNameMap && keys.length === 1 && keys[0] === 'allOf' && kept.allOf.length === 1) return kept.allOf[0];
  return kept;
}

/**
 * What closing a document reads and gathers: its component schemas (to read a union's variants), and the tagged
 * unions built so far, each kept once as a component of its own (the voice union alone appears in a dozen DTOs).
 * @typedef {{ schemas: Record<string, any>, unions: Map<string, string>, hoisted: Record<string, object> }} Closing
 */

/** Names of the components that hold tagged unions: a dot never occurs in the platform's schema names. */
const UNION_PREFIX = 'OneOf.';

/**
 * The platform's schemas as its validator applies them to a request. Every object schema that lists its properties
 * refuses any other, at any depth, as the platform refuses a property
 * its DTO does not declare ("property x should not exist"). A schema that says what else it takes
 * (`additionalProperties`) keeps its word. In a union each variant is closed, so a property of the wrong variant
 * fails that variant alone; `additionalProperties` (not `unevaluatedProperties`) looks at the names only, so a bad
 * value of a known property is reported for its value, not as an unknown name.
 * @param {unknown} node
 * @param {Closing} closing
 */
function closed(node, closing, isNameMap = false) {
  if (Array.isArray(node)) return node.map((item) => closed(item, closing));
  if (node === null || typeof node !== 'object') return node;
  const result = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      closed(value, closing, !isNameMap && NAME_MAPS.has(key)),
    ]),
  );
  if (
    !isNameMap &&
    result.properties &&
    !('additionalProperties' in result) &&
    !('unevaluatedProperties' in result)
  ) {
    result.additionalProperties = false;
  }
  if (!isNameMap && Array.isArray(result.oneOf) && !result.anyOf) return union(result, closing);
  return result;
}

// Property names tried, in this order, as the tag of a union that declares no discriminator.
const TAG_NAMES = ['provider', 'type', 'role', 'on'];

/** The schema a `$ref` chain ends at. */
function target(node, schemas) {
  let current = node;
  for (let hops = 0; current?.$ref && hops < 32; hops += 1) {
    current = schemas[current.$ref.replace('#/components/schemas/', '')];
  }
  return current;
}

const isUnion = (schema) => Boolean(schema?.oneOf || schema?.anyOf);

/** A variant's properties and required names, through `$ref` and `allOf`; null when it is not an object schema. */
function shapeOf(variant, schemas) {
  const schema = target(variant, schemas);
  if (!schema || typeof schema !== 'object') return null;
  const isObject = schema.type === 'object' || 'properties' in schema || 'allOf' in schema;
  if (!isObject) return null;
  const properties = { ...schema.properties };
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const inner = shapeOf(part, schemas);
    Object.assign(properties, inner?.properties);
    for (const name of inner?.required ?? []) required.add(name);
  }
  return { properties, required };
}

/** The values a property schema allows when it lists them (a const or an enum); null when it takes others. */
function listedValues(property, schemas) {
  const schema = target(property, schemas);
  if (schema && 'const' in schema) return [schema.const];
  return Array.isArray(schema?.enum) && schema.enum.length > 0 ? schema.enum : null;
}

/**
 * How a union's variants are told apart: the property (`tag`) whose value names one variant, and which variant
 * each value names. A discriminator says which property; without one, the first of TAG_NAMES that every object
 * variant declares and that at least two variants list distinct values for (the platform's DTOs use
 * class-transformer discriminators that its published document does not always spell out). Null when no property
 * tells the variants apart, or two variants claim one value.
 */
function tagOf(node, schemas) {
  // A variant that is itself a union has no one shape to read a tag from.
  if (node.oneOf.some((variant) => isUnion(target(variant, schemas)))) return null;
  const shapes = node.oneOf.map((variant) => shapeOf(variant, schemas));
  const objects = shapes.filter(Boolean);
  if (objects.length < 2) return null;
  const explicit = node.discriminator?.propertyName;
  const names = explicit
    ? [explicit]
    : TAG_NAMES.filter((name) => objects.every((shape) => name in shape.properties));
  for (const name of names) {
    /** @type {Map<unknown, object>} */
    const variants = new Map();
    let clash = false;
    for (const [value, ref] of Object.entries(node.discriminator?.mapping ?? {})) {
      variants.set(value, { $ref: ref });
    }
    const mapped = new Set(variants.keys());
    let listing = 0;
    for (const [index, shape] of shapes.entries()) {
      const values = shape && listedValues(shape.properties[name], schemas);
      if (!values) continue;
      listing += 1;
      for (const value of values) {
        if (mapped.has(value)) continue;
        if (variants.has(value)) clash = true;
        variants.set(value, node.oneOf[index]);
      }
    }
    if (!clash && (explicit ? variants.size > 0 : listing >= 2)) return { name, variants, shapes };
  }
  return null;
}

/** JSON Schema's `if`/`then` (written as entries: an object literal's `then` reads as a thenable to the linter). */
const rule = (condition, consequence) =>
  Object.fromEntries([
    ['if', condition],
    ['then', consequence],
  ]);

const oneOrAny = (schemas) => (schemas.length === 1 ? schemas[0] : { anyOf: schemas });

/**
 * A union as the platform validates it. A tagged union (see tagOf) is judged against the variant its tag names
 * only, as a discriminator picks the class to validate: a body that would also fit another variant is not excused,
 * and its errors are that variant's. A tag naming no variant is one error listing the values it may take (unless a
 * variant takes any value there); a missing tag leaves the variants that do not require it. An untagged union
 * takes a value that fits any of its variants, not exactly one: the platform's overlap (an OpenAI `voiceId` is one
 * of the listed voices or any string, so `"alloy"` fits both), and its validator accepts what fits either.
 */
function union(node, closing) {
  const { schemas } = closing;
  const { oneOf, discriminator, ...rest } = node;
  const tag = tagOf(node, schemas);
  if (!tag) return { ...rest, anyOf: oneOf };
  const { name, variants, shapes } = tag;
  const values = [...variants.keys()];
  const claimed = new Set([...variants.values()].map((variant) => variant.$ref ?? variant));
  const isObject = (index) => Boolean(shapes[index]);
  // Object variants that list no value of their own for the tag, and that no mapping names: any other value is theirs.
  const open = oneOf.filter(
    (variant, index) =>
      isObject(index) &&
      !claimed.has(variant.$ref ?? variant) &&
      !listedValues(shapes[index].properties[name], schemas),
  );
  const untagged = oneOf.filter((_, index) => isObject(index) && !shapes[index].required.has(name));
  const others = oneOf.filter((_, index) => !isObject(index));
  const named = (condition) => ({ type: 'object', required: [name], ...condition });
  const rules = [
    ...[...variants].map(([value, variant]) =>
      rule(named({ properties: { [name]: { const: value } } }), variant),
    ),
    rule(
      named({ not: { properties: { [name]: { enum: values } } } }),
      open.length > 0 ? oneOrAny(open) : { properties: { [name]: { enum: values } } },
    ),
    rule(
      { type: 'object', not: { required: [name] } },
      untagged.length > 0 ? oneOrAny(untagged) : { required: [name] },
    ),
    rule({ not: { type: 'object' } }, others.length > 0 ? oneOrAny(others) : { type: 'object' }),
  ];
  const ref = { $ref: `#/components/schemas/${hoist(withoutProse({ allOf: rules }), name, oneOf, closing)}` };
  return Object.keys(rest).length === 0 ? ref : { ...rest, allOf: [...(rest.allOf ?? []), ref] };
}

/** The component name a tagged union is kept under, `OneOf.<tag>.<first variant>`; the same union, the same name. */
function hoist(rules, tag, variants, closing) {
  const key = JSON.stringify(rules);
  const known = closing.unions.get(key);
  if (known) return known;
  const first =
    variants.find((variant) => variant.$ref)?.$ref.replace('#/components/schemas/', '') ?? 'inline';
  const base = `${UNION_PREFIX}${tag}.${first}`;
  let name = base;
  for (let count = 2; name in closing.hoisted; count += 1) name = `${base}.${count}`;
  closing.unions.set(key, name);
  closing.hoisted[name] = rules;
  return name;
}

function resolve(doc, node) {
  let current = node;
  while (current?.$ref) {
    const tokens = current.$ref.slice(2).split('/');
    current = tokens.reduce((at, token) => at?.[token], doc);
  }
  return current;
}

function parameterSchema(doc, parameters, place) {
  const properties = {};
  const required = [];
  for (const parameter of (parameters ?? []).map((entry) => resolve(doc, entry))) {
    if (parameter?.in !== place) continue;
    properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) required.push(parameter.name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function collectRefs(node, found) {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else collectRefs(value, found);
    }
  }
}

// Keywords under which the top-level property names of a schema depend on the instance: where one appears, the
// names a closed schema knows cannot be listed up front.
const UNIONS = ['oneOf', 'anyOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'patternProperties'];

/** The top-level property names a schema declares through `properties`, `$ref` and `allOf`; null behind a union. */
function declaredNames(node, schemas, names = new Set()) {
  const schema = node?.$ref ? schemas[node.$ref.replace('#/components/schemas/', '')] : node;
  if (!schema || typeof schema !== 'object' || UNIONS.some((key) => key in schema)) return null;
  for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  for (const part of schema.allOf ?? []) if (!declaredNames(part, schemas, names)) return null;
  return names;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A body closed with `unevaluatedProperties: false` refuses a name it does not declare, as the platform does. But a
 * subschema that fails (one property's bad value) evaluates nothing, so its valid properties, and the bad one
 * itself, would count as unknown too (`name: 1` beside `firstMessage` would also refuse both). A
 * `patternProperties` matching exactly the declared names marks them evaluated whatever their values, so only an
 * undeclared name is refused. A closed schema must therefore declare its names up front: `where` names it in the
 * error otherwise.
 */
function withDeclaredNames(schema, schemas, where) {
  if (schema?.unevaluatedProperties !== false) return schema;
  const names = declaredNames(schema, schemas);
  if (!names || names.size === 0) {
    throw new Error(
      `${where} is closed (unevaluatedProperties: false) but does not declare its property names through properties, $ref and allOf alone`,
    );
  }
  const pattern = `^(?:${[...names].map(escapeRegExp).join('|')})$`;
  return { ...schema, patternProperties: { [pattern]: true } };
}

/**
 * @param {Record<string, any>} doc a bundled document (internal refs only)
 * @returns {{ operations: Record<string, object>, components: Record<string, object> }}
 */
export function extractRequestSchemas(doc) {
  const documentSchemas = doc.components?.schemas ?? {};
  const clash = Object.keys(documentSchemas).find((name) => name.startsWith(UNION_PREFIX));
  if (clash) throw new Error(`The document has a schema named ${clash}, where the mock keeps its unions`);
  /** @type {Closing} */
  const closing = { schemas: documentSchemas, unions: new Map(), hoisted: {} };
  const operations = {};
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const content = resolve(doc, operation.requestBody)?.content ?? {};
      const entry = {};
      if (content['application/json']) entry.body = content['application/json'].schema ?? {};
      if (content['multipart/form-data']) {
        entry.multipart = true;
        // The form's fields are checked as a body is: a file field is a string (`format: binary`), read as its name.
        entry.form = content['multipart/form-data'].schema ?? {};
      }
      const query = parameterSchema(doc, parameters, 'query');
      const path = parameterSchema(doc, parameters, 'path');
      if (query) entry.query = query;
      if (path) entry.path = path;
      if (entry.body) entry.body = closed(entry.body, closing);
      if (entry.form) entry.form = closed(entry.form, closing);
      operations[`${method.toUpperCase()} ${route}`] = withoutProse(entry);
    }
  }
  // Only the schemas the requests reach, followed transitively.
  const schemas = {};
  const pending = new Set();
  collectRefs(operations, pending);
  for (const ref of pending) {
    const name = ref.replace('#/components/schemas/', '');
    if (name === ref || schemas[name]) continue;
    schemas[name] = closing.hoisted[name] ?? withoutProse(closed(documentSchemas[name], closing));
    collectRefs(schemas[name], pending);
  }
  for (const [operation, entry] of Object.entries(operations)) {
    if (entry.body) entry.body = withDeclaredNames(entry.body, schemas, `The body of ${operation}`);
  }
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, withDeclaredNames(schemas[name], schemas, name)]),
  );
  return { operations, components: { schemas: sorted } };
}

/** The generated module's text. */
export function renderRequestSchemas(doc, header) {
  const { operations, components } = extractRequestSchemas(doc);
  return `${header}
/** What the mock checks one operation's request against. */
export interface RequestSchemas {
  body?: object;
  multipart?: true;
  /** The multipart form's fields, when \`multipart\`. */
  form?: object;
  query?: object;
  path?: object;
}

/** Request schemas by \`METHOD /path\`. */
export const requestSchemas: Readonly<Record<string, RequestSchemas>> = ${JSON.stringify(operations)};

/** The components those schemas refer to (\`#/components/schemas/<Name>\`). */
export const requestComponents: object = ${JSON.stringify(components)};
`;
}

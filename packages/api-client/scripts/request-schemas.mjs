// Extracts from the bundled document what the mock checks requests against: per operation (`METHOD /path`) the
// JSON body schema, a multipart flag, and object schemas of its query and path parameters, plus the components
// those reach. Prose (descriptions, examples, summaries) is dropped: the module ships inside the mock, and
// the site's simulated demo carries it, so only what validates is kept.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PROSE = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'title',
  'deprecated',
  'externalDocs',
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
 * The platform's schemas as its validator applies them to a request. Every object schema that lists its properties
 * refuses any other, at any depth, as the platform refuses a property
 * its DTO does not declare ("property x should not exist"). A schema that says what else it takes
 * (`additionalProperties`) keeps its word. In a union each variant is closed, so a property of the wrong variant
 * fails that variant alone; `additionalProperties` (not `unevaluatedProperties`) looks at the names only, so a bad
 * value of a known property is reported for its value, not as an unknown name.
 */
function closed(node, isNameMap = false) {
  if (Array.isArray(node)) return node.map((item) => closed(item));
  if (node === null || typeof node !== 'object') return node;
  const result = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closed(value, !isNameMap && NAME_MAPS.has(key))]),
  );
  if (
    !isNameMap &&
    result.properties &&
    !('additionalProperties' in result) &&
    !('unevaluatedProperties' in result)
  ) {
    result.additionalProperties = false;
  }
  // The platform accepts a value that fits any variant of a union (its variants overlap: a customer-speech-timeout
  // hook takes any `on`, so `on: "call.ending"` fits two); `oneOf` would refuse a value that fits more than one.
  if (!isNameMap && Array.isArray(result.oneOf) && !result.anyOf) {
    result.anyOf = result.oneOf;
    delete result.oneOf;
  }
  return result;
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
  const operations = {};
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      const content = resolve(doc, operation.requestBody)?.content ?? {};
      const entry = {};
      if (content['application/json']) entry.body = content['application/json'].schema ?? {};
      if (content['multipart/form-data']) entry.multipart = true;
      const query = parameterSchema(doc, parameters, 'query');
      const path = parameterSchema(doc, parameters, 'path');
      if (query) entry.query = query;
      if (path) entry.path = path;
      if (entry.body) entry.body = closed(entry.body);
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
    schemas[name] = withoutProse(closed(doc.components.schemas[name]));
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
  query?: object;
  path?: object;
}

/** Request schemas by \`METHOD /path\`. */
export const requestSchemas: Readonly<Record<string, RequestSchemas>> = ${JSON.stringify(operations)};

/** The components those schemas refer to (\`#/components/schemas/<Name>\`). */
export const requestComponents: object = ${JSON.stringify(components)};
`;
}

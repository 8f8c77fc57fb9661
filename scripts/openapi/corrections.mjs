// Applies openapi/corrections.yaml to the published document: a short declarative list of its defects, each fix
// one of a closed set that first checks its target still has the defect, so an upstream fix is noticed.

/** JSON pointer (`/a/b~1c`) into its parent and key. */
function locate(doc, pointer) {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
  const key = tokens.pop();
  const parent = tokens.reduce((at, token) => at?.[token], doc);
  return { parent, key, node: parent?.[key] };
}

/** What a fix returns to remove its target from the list holding it. */
const REMOVE = Symbol('remove');

const JS_REGEX_LITERAL = /^\/(.*)\/([a-z]*)$/s;

/**
 * Each fix returns the corrected node, or a string saying why its target no longer shows the defect. It is given
 * the node, the object or list holding it, and its entry (for the few fixes that take an argument there).
 */
export const FIXES = {
  'retype-as-string': (node) =>
    node.type === 'object' &&
    Array.isArray(node.enum) &&
    node.enum.every((value) => typeof value === 'string')
      ? { ...node, type: 'string' }
      : 'is no longer `type: object` with a string enum',
  // Only a bare `type: object` (no properties, no composition) can be a string in disguise; the entry's pointers say
  // which, from the value the platform's own example gives.
  'retype-bare-object-as-string': (node) =>
    node.type === 'object' &&
    !['properties', 'additionalProperties', 'enum', 'oneOf', 'anyOf', 'allOf', '$ref'].some(
      (key) => key in node,
    )
      ? { ...node, type: 'string' }
      : 'is no longer a bare `type: object`',
  'drop-empty-enum-branch': (node) => {
    const branches = node.oneOf ?? [];
    const kept = branches.filter((branch) => !(Array.isArray(branch.enum) && branch.enum.length === 0));
    if (kept.length === branches.length) return 'has no `oneOf` branch with an empty enum';
    const { oneOf, ...rest } = node;
    return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, oneOf: kept };
  },
  'unwrap-regex-literal': (node) => {
    const match = typeof node.pattern === 'string' ? JS_REGEX_LITERAL.exec(node.pattern) : null;
    return match ? { ...node, pattern: match[1] } : 'has no pattern written as a JavaScript regex literal';
  },
  'move-allof-into-schema': (node) => {
    if (!Array.isArray(node.allOf) || typeof node.in !== 'string')
      return 'is no longer a parameter with an `allOf`';
    const { allOf, schema, ...rest } = node;
    return { ...rest, schema: { ...schema, allOf } };
  },
  'drop-array-enum': (node) =>
    node.type === 'array' && Array.isArray(node.enum) && node.items
      ? Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'enum'))
      : 'is no longer an array with an enum of its own beside its items',
  'retype-as-array': (node) =>
    node.type === 'object' && node.items && !node.properties
      ? { ...node, type: 'array' }
      : 'is no longer `type: object` with `items`',
  'declare-path-id': (node) =>
    Array.isArray(node.parameters) && !node.parameters.some((parameter) => parameter.in === 'path')
      ? {
          ...node,
          parameters: [
            ...node.parameters,
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          ],
        }
      : 'already declares a path parameter',
  'drop-duplicate-parameter': (node, list) =>
    list.some((other) => other !== node && other.name === node.name && other.in === node.in)
      ? REMOVE
      : 'is no longer a repeated parameter',
  // OpenAPI has a header parameter named Content-Type ignored: the body's media type says it. Declared anyway,
  // a required one becomes an argument every typed call must pass, though the client sets it itself.
  'drop-content-type-header': (node) =>
    node.in === 'header' && String(node.name).toLowerCase() === 'content-type'
      ? REMOVE
      : 'is no longer a content-type header parameter',
  'drop-enum-beside-oneof': (node) => {
    const wider =
      Array.isArray(node.enum) &&
      Array.isArray(node.oneOf) &&
      node.oneOf.some((branch) => (branch.enum ?? []).some((value) => !node.enum.includes(value)));
    if (!wider) return 'has no enum narrower than the `oneOf` beside it';
    const { enum: _narrower, ...rest } = node;
    return rest;
  },
  // The platform answers a download with the file (or a redirect to it) and publishes no content for it, so a
  // generated client cannot know the answer is not JSON. The entry names the media types its targets answer.
  'describe-file-answer': (node, _list, entry) => {
    const mediaTypes = entry.mediaTypes;
    if (
      !Array.isArray(mediaTypes) ||
      mediaTypes.length === 0 ||
      !mediaTypes.every((type) => /^[\w.+-]+\/[\w.+-]+$/.test(type))
    ) {
      throw new Error("a describe-file-answer entry lists its targets' media types in `mediaTypes`");
    }
    if (node.content !== undefined) return 'already describes its content';
    const file = { schema: { type: 'string', format: 'binary' } };
    return { ...node, content: Object.fromEntries(mediaTypes.map((type) => [type, file])) };
  },
  'drop-pattern': (node) => {
    if (typeof node.pattern !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(node.pattern)) {
      return 'has no pattern that is a constant name';
    }
    const { pattern, ...rest } = node;
    return rest;
  },
};

/**
 * Applies every correction in place; throws naming each entry whose target is gone or no longer defective.
 * @param {Record<string, any>} doc the imported document
 * @param {{ fix: string, why: string, at: string[], mediaTypes?: string[] }[]} corrections
 */
export function applyCorrections(doc, corrections) {
  const { stale } = applyLiveCorrections(doc, corrections);
  if (stale.length > 0) {
    throw new Error(
      `Stale entries in openapi/corrections.yaml (fixed upstream? delete them):\n${stale.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return doc;
}

/**
 * Applies, in place, every correction whose target still shows its defect, and names the others
 * (`<fix> <pointer> <why it no longer applies>`), as an upgrade reports them.
 * @param {Record<string, any>} doc the imported document
 * @param {{ fix: string, why: string, at: string[], mediaTypes?: string[] }[]} corrections
 * @returns {{ doc: Record<string, any>, stale: string[] }}
 */
export function applyLiveCorrections(doc, corrections) {
  const stale = [];
  /** Entries to take out of their lists once every pointer has been followed (indexes stay valid till then). */
  const removals = [];
  for (const [index, entry] of corrections.entries()) {
    const fix = FIXES[entry.fix];
    if (!fix) throw new Error(`corrections.yaml entry ${index + 1}: unknown fix "${entry.fix}"`);
    if (!entry.why) throw new Error(`corrections.yaml entry ${index + 1} (${entry.fix}) says not why`);
    for (const pointer of entry.at ?? []) {
      const { parent, key, node } = locate(doc, pointer);
      const fixed = node && typeof node === 'object' ? fix(node, parent, entry) : 'is not in the document';
      if (typeof fixed === 'string') stale.push(`${entry.fix} ${pointer} ${fixed}`);
      else if (fixed === REMOVE) removals.push([parent, node]);
      else parent[key] = fixed;
    }
  }
  for (const [list, node] of removals) list.splice(list.indexOf(node), 1);
  return { doc, stale };
}

/**
 * OpenAPI 3.0's `nullable: true` as OpenAPI 3.1 / JSON Schema 2020-12 say it (`type: [T, 'null']`, or a union with
 * `{ type: 'null' }` where no type is given), so that the generator and the mock's validator read the same thing.
 */
export function convertNullable(node) {
  if (Array.isArray(node)) return node.map(convertNullable);
  if (node === null || typeof node !== 'object') return node;
  const converted = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, convertNullable(value)]),
  );
  if (!('nullable' in converted) || typeof converted.nullable !== 'boolean') return converted;
  const { nullable, ...rest } = converted;
  if (!nullable) return rest;
  if (typeof rest.type === 'string') {
    const withNull = { ...rest, type: [rest.type, 'null'] };
    if (Array.isArray(rest.enum) && !rest.enum.includes(null)) withNull.enum = [...rest.enum, null];
    return withNull;
  }
  return { anyOf: [rest, { type: 'null' }] };
}

// Bundles the split OpenAPI document in openapi/ into one plain object, offline.
//
// Conventions of the source files (see openapi/README.md):
// - openapi/platform.yaml is the root; each `paths` entry is a `$ref` into openapi/paths/<resource>.yaml.
// - Schemas live in openapi/schemas/*.yaml, parameters in openapi/parameters.yaml, responses in
//   openapi/responses.yaml, each file a map of component name → definition, referenced as `file.yaml#/Name`.
// The bundle inlines path items and turns every other external ref into `#/components/<kind>/<Name>`, so the
// result has internal refs only and can be fed to a validator or openapi-typescript as is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Absolute path of the repository's openapi/ folder. */
export const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi');

/** Root file of the document, relative to the repository root (used in generated headers). */
export const ROOT_FILE = 'openapi/platform.yaml';

const HTTP_METHODS = /** @type {const} */ ([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/**
 * Which `components` section a referenced file feeds. Path files are not listed: they are only inlined from
 * the root's `paths`.
 * @param {string} file absolute path
 * @param {string} dir the openapi/ folder being bundled
 * @returns {'schemas' | 'parameters' | 'responses' | undefined}
 */
function componentKindOf(file, dir) {
  const rel = path.relative(dir, file).split(path.sep).join('/');
  if (rel.startsWith('schemas/')) return 'schemas';
  if (rel === 'parameters.yaml') return 'parameters';
  if (rel === 'responses.yaml') return 'responses';
  return undefined;
}

/** @param {string} pointer JSON pointer without the leading '#' */
function pointerTokens(pointer) {
  if (pointer === '' || pointer === '/') return [];
  if (!pointer.startsWith('/')) throw new Error(`Unsupported JSON pointer "${pointer}"`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * Loads and bundles the document.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/ (tests bundle broken copies this way)
 * @returns {Promise<Record<string, any>>}
 */
export async function loadPlatformDocument(options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : OPENAPI_DIR;
  /** @type {Map<string, Promise<any>>} */
  const files = new Map();
  const readYaml = (file) => {
    let pending = files.get(file);
    if (!pending) {
      pending = readFile(file, 'utf8').then(
        (text) => parse(text, { prettyErrors: true }),
        (error) => {
          throw new Error(`Cannot read ${path.relative(dir, file)}: ${error.message}`);
        },
      );
      files.set(file, pending);
    }
    return pending;
  };

  /** @type {Record<string, Record<string, any>>} */
  const components = { schemas: {}, parameters: {}, responses: {} };
  /** Where each component came from, to report name clashes between files. */
  const origins = new Map();
  /** Components referenced but not yet copied; processed one by one so an error never floats away. */
  /** @type {{ kind: 'schemas' | 'parameters' | 'responses', name: string, file: string }[]} */
  const queue = [];

  const resolveTarget = async (ref, fromFile) => {
    const [filePart, pointer = ''] = ref.split('#');
    const file = filePart ? path.resolve(path.dirname(fromFile), filePart) : fromFile;
    let node = await readYaml(file);
    for (const token of pointerTokens(pointer)) {
      if (node === null || typeof node !== 'object' || !(token in node)) {
        throw new Error(`Broken $ref "${ref}" in ${path.relative(dir, fromFile)}`);
      }
      node = node[token];
    }
    return { file, pointer, node };
  };

  /** Rewrites refs inside `node` (a fresh copy is returned; the parsed files stay untouched). */
  const rewrite = async (node, fromFile) => {
    if (Array.isArray(node)) {
      const items = [];
      for (const item of node) items.push(await rewrite(item, fromFile));
      return items;
    }
    if (node === null || typeof node !== 'object') return node;
    /** @type {Record<string, any>} */
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.$ref = await componentRef(value, fromFile);
      else out[key] = await rewrite(value, fromFile);
    }
    return out;
  };

  const componentRef = async (ref, fromFile) => {
    if (ref.startsWith('#/components/')) return ref;
    const { file, pointer } = await resolveTarget(ref, fromFile);
    const kind = componentKindOf(file, dir);
    const tokens = pointerTokens(pointer);
    if (!kind || tokens.length !== 1) {
      throw new Error(
        `$ref "${ref}" in ${path.relative(dir, fromFile)} must point at a top-level entry of schemas/*.yaml, parameters.yaml or responses.yaml`,
      );
    }
    const [name] = /** @type {[string]} */ (tokens);
    const origin = `${path.relative(dir, file)}#/${name}`;
    const seen = origins.get(`${kind}/${name}`);
    if (seen && seen !== origin)
      throw new Error(`Component name clash: ${kind}/${name} in ${seen} and ${origin}`);
    if (!seen) {
      origins.set(`${kind}/${name}`, origin);
      queue.push({ kind, name, file });
    }
    return `#/components/${kind}/${name}`;
  };

  const rootFile = path.join(dir, 'platform.yaml');
  const { paths: rootPaths = {}, components: rootComponents = {}, ...rootRest } = await readYaml(rootFile);
  /** @type {Record<string, any>} */
  const paths = {};
  for (const [route, item] of Object.entries(rootPaths)) {
    if (typeof item?.$ref === 'string' && !item.$ref.startsWith('#')) {
      const { file, node } = await resolveTarget(item.$ref, rootFile);
      paths[route] = await rewrite(node, file);
    } else {
      paths[route] = await rewrite(item, rootFile);
    }
  }
  const head = await rewrite(rootRest, rootFile);
  const ownComponents = await rewrite(rootComponents, rootFile);
  // Copying a component may reference further components; the queue grows until everything is reached.
  for (let index = 0; index < queue.length; index += 1) {
    const { kind, name, file } = /** @type {(typeof queue)[number]} */ (queue[index]);
    if (ownComponents[kind]?.[name])
      throw new Error(`Component name clash: ${kind}/${name} in platform.yaml`);
    const { node } = await resolveTarget(`#/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`, file);
    components[kind][name] = await rewrite(node, file);
  }
  /** @type {Record<string, any>} */
  const mergedComponents = { ...ownComponents };
  for (const [kind, entries] of Object.entries(components)) {
    const merged = { ...ownComponents[kind], ...entries };
    // Sorted so the output (and the generated types) does not depend on traversal order.
    const names = Object.keys(merged).sort();
    if (names.length > 0) mergedComponents[kind] = Object.fromEntries(names.map((n) => [n, merged[n]]));
  }
  return { ...head, paths, components: mergedComponents };
}

/**
 * Flat list of the document's operations, in document order.
 * @param {Record<string, any>} doc a bundled document
 * @returns {{ method: string, path: string, operationId: string, tag: string }[]}
 */
export function listOperations(doc) {
  /** @type {{ method: string, path: string, operationId: string, tag: string }[]} */
  const operations = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path: route,
        operationId: operation.operationId,
        tag: operation.tags?.[0],
      });
    }
  }
  return operations;
}

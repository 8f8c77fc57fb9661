// Bundles the split OpenAPI document in openapi/ into one plain object with @redocly/openapi-core, offline.
// Redocly resolves the files and moves every referenced schema, parameter and response under `components`; what
// stays ours is the one convention its bundler does not enforce: a component name is defined in one file only.
// (Redocly renames a second `CallStatus` to `squad_CallStatus`, or merges it when the two are equal, silently.)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
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

/** Files defining components, relative to openapi/, by the `components` section they feed. */
async function componentFiles(dir) {
  const schemas = (await readdir(path.join(dir, 'schemas')))
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => `schemas/${file}`);
  return { schemas, parameters: ['parameters.yaml'], responses: ['responses.yaml'] };
}

async function readYaml(dir, file) {
  const text = await readFile(path.join(dir, file), 'utf8');
  try {
    return parse(text, { prettyErrors: true }) ?? {};
  } catch (error) {
    throw new Error(`Cannot parse ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Every component name defined under openapi/, by kind; throws when two places define one name.
 * The root's own `components` count too, except entries that only point at the same name in a file (how
 * platform.yaml lists `ClientMessage`, which no operation references).
 * @returns {Promise<Record<string, Set<string>>>}
 */
async function definedComponentNames(dir) {
  /** @type {Record<string, Map<string, string>>} name → the file defining it */
  const owners = { schemas: new Map(), parameters: new Map(), responses: new Map() };
  const define = (kind, name, file) => {
    const owner = owners[kind].get(name);
    if (owner) throw new Error(`Component name clash: ${kind}/${name} in ${owner} and ${file}`);
    owners[kind].set(name, file);
  };
  for (const [kind, files] of Object.entries(await componentFiles(dir))) {
    for (const file of files) {
      for (const name of Object.keys(await readYaml(dir, file))) define(kind, name, file);
    }
  }
  const root = await readYaml(dir, 'platform.yaml');
  for (const kind of Object.keys(owners)) {
    for (const [name, node] of Object.entries(root.components?.[kind] ?? {})) {
      const listsFileEntry = typeof node?.$ref === 'string' && node.$ref.endsWith(`#/${name}`);
      if (!listsFileEntry) define(kind, name, 'platform.yaml');
    }
  }
  return Object.fromEntries(Object.entries(owners).map(([kind, names]) => [kind, new Set(names.keys())]));
}

/** Follows a JSON pointer (`#/a/b~1c`) into a parsed file. */
function atPointer(node, pointer) {
  const tokens = pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean);
  return tokens.reduce(
    (at, token) => at?.[decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~')],
    node,
  );
}

/**
 * One readable line per problem Redocly's bundler reports (an unresolved ref, a renamed component), naming the
 * file and, for a ref, what it says.
 */
async function describeProblem(problem, dir) {
  const location = problem.location?.[0];
  const file = location?.source?.absoluteRef
    ? path.relative(dir, location.source.absoluteRef)
    : 'platform.yaml';
  const pointer = location?.pointer ?? '#/';
  const ref = await readYaml(dir, file).then(
    (parsed) => atPointer(parsed, pointer)?.$ref,
    () => undefined,
  );
  const what = typeof ref === 'string' ? `Broken $ref "${ref}"` : problem.message;
  return `${what} in ${file} at ${pointer}${typeof ref === 'string' ? ` (${problem.message})` : ''}`;
}

/**
 * Loads and bundles the document: internal refs only (`#/components/<kind>/<Name>`), components sorted by name
 * so the output (and what is generated from it) does not depend on traversal order.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/ (tests bundle broken copies this way)
 * @returns {Promise<Record<string, any>>}
 */
export async function bundlePlatformDocument(options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : OPENAPI_DIR;
  const defined = await definedComponentNames(dir);
  const config = await createConfig({});
  const { bundle: result, problems } = await bundle({ ref: path.join(dir, 'platform.yaml'), config });
  if (problems.length > 0) {
    const lines = await Promise.all(problems.map((problem) => describeProblem(problem, dir)));
    throw new Error(`Cannot bundle openapi/:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
  const doc = /** @type {Record<string, any>} */ (result.parsed);
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    const names = Object.keys(entries).sort();
    // A name no file defines is one Redocly made up to settle a clash the check above did not see.
    const invented = defined[kind] ? names.filter((name) => !defined[kind].has(name)) : [];
    if (invented.length > 0) {
      throw new Error(`Component name clash: ${kind} bundled as ${invented.join(', ')}`);
    }
    doc.components[kind] = Object.fromEntries(names.map((name) => [name, entries[name]]));
  }
  return doc;
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

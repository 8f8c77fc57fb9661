// Builds the one document the package is generated from: the platform's published document (imported as facts
// into openapi/published/), corrected by openapi/corrections.yaml and read as OpenAPI 3.1, plus the overlay
// (openapi/overlay/) with the specification's operations the publication lacks. Overlay files are fragments of
// the final document: their refs are internal (`#/components/schemas/Workflow`), so an overlay operation uses a
// published schema by its published name. @redocly/openapi-core then bundles the merged document, which resolves
// and checks every ref, offline.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { applyCorrections, convertNullable } from './corrections.mjs';

/** Absolute path of the repository's openapi/ folder. */
export const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');

/** The parts of openapi/, relative to it (also used in generated headers). */
export const PUBLISHED_FILE = 'published/platform-openapi.json';
export const CORRECTIONS_FILE = 'corrections.yaml';
export const OVERLAY_ROOT = 'overlay/platform.yaml';
export const ROOT_FILE = `openapi/${PUBLISHED_FILE} + openapi/${CORRECTIONS_FILE} + openapi/overlay/`;

export const HTTP_METHODS = /** @type {const} */ ([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

async function readYaml(dir, file) {
  const text = await readFile(path.join(dir, file), 'utf8');
  try {
    return parse(text, { prettyErrors: true }) ?? {};
  } catch (error) {
    throw new Error(`Cannot parse ${file}: ${error instanceof Error ? error.message : error}`);
  }
}

async function readFragments(dir, folder) {
  const files = (await readdir(path.join(dir, folder)).catch(() => []))
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  return Promise.all(
    files.map(async (file) => [`${folder}/${file}`, await readYaml(dir, `${folder}/${file}`)]),
  );
}

/**
 * The published document, corrected and in OpenAPI 3.1 terms.
 * @param {{ dir?: string }} [options]
 */
export async function readPublishedDocument(options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : OPENAPI_DIR;
  const published = JSON.parse(await readFile(path.join(dir, PUBLISHED_FILE), 'utf8'));
  applyCorrections(published, await readYaml(dir, CORRECTIONS_FILE));
  return convertNullable(published);
}

/** @typedef {'published' | 'overlay' | 'documented'} Origin */

/**
 * Merges the overlay into the corrected published document. An overlay operation, schema, parameter or response
 * whose place is taken refuses to merge: the overlay adds, it never replaces what the platform publishes. An overlay
 * operation that names the platform documentation describing it (`x-documented-at`) is not one of the
 * specification's: its origin is `documented`.
 * @returns {Promise<{ doc: Record<string, any>, origins: Map<string, Origin> }>}
 */
async function mergeDocument(dir) {
  const published = await readPublishedDocument({ dir });
  const root = await readYaml(dir, OVERLAY_ROOT);
  /** @type {Map<string, Origin>} `METHOD /path` → origin */
  const origins = new Map();
  const paths = structuredClone(published.paths);
  for (const [route, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS)
      if (item[method]) origins.set(`${method.toUpperCase()} ${route}`, 'published');
  }
  const clashes = [];
  for (const [file, fragment] of await readFragments(dir, 'overlay/paths')) {
    for (const [route, item] of Object.entries(fragment)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!HTTP_METHODS.includes(/** @type {any} */ (method))) {
          clashes.push(`${file}: ${route} has "${method}"; overlay path items hold operations only`);
          continue;
        }
        const key = `${method.toUpperCase()} ${route}`;
        if (origins.has(key)) clashes.push(`${file}: ${key} is already in the published document`);
        paths[route] ??= {};
        paths[route][method] = operation;
        origins.set(key, operation?.['x-documented-at'] ? 'documented' : 'overlay');
      }
    }
  }
  const components = structuredClone(published.components);
  const add = (kind, name, value, file) => {
    components[kind] ??= {};
    if (components[kind][name]) clashes.push(`${file}: ${kind}/${name} is already defined`);
    components[kind][name] = value;
  };
  for (const [file, fragment] of await readFragments(dir, 'overlay/schemas')) {
    for (const [name, schema] of Object.entries(fragment)) add('schemas', name, schema, file);
  }
  for (const kind of ['parameters', 'responses']) {
    const fragment = await readYaml(dir, `overlay/${kind}.yaml`).catch(() => ({}));
    for (const [name, value] of Object.entries(fragment)) add(kind, name, value, `overlay/${kind}.yaml`);
  }
  components.securitySchemes = root.components?.securitySchemes ?? components.securitySchemes;
  if (clashes.length > 0)
    throw new Error(`Cannot merge the overlay:\n${clashes.map((line) => `  ${line}`).join('\n')}`);
  const { 'x-provenance': provenance } = published;
  const doc = {
    openapi: root.openapi,
    info: { ...root.info, 'x-published-document': provenance },
    servers: root.servers,
    security: root.security,
    paths,
    components,
  };
  return { doc, origins };
}

/** Follows a JSON pointer (`#/a/b~1c`) into a document. */
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
 * Loads, merges and bundles the document: internal refs only (`#/components/<kind>/<Name>`), components sorted by
 * name so the output (and what is generated from it) does not depend on traversal order.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/ (tests bundle broken copies this way)
 * @returns {Promise<Record<string, any>>}
 */
export async function bundlePlatformDocument(options = {}) {
  return (await bundleWithOrigins(options)).doc;
}

/**
 * The bundled document and where each of its operations comes from.
 * @param {{ dir?: string }} [options]
 */
export async function bundleWithOrigins(options = {}) {
  const dir = options.dir ? path.resolve(options.dir) : OPENAPI_DIR;
  const { doc: merged, origins } = await mergeDocument(dir);
  const config = await createConfig({});
  const source = path.join(dir, 'bundled.json');
  const { bundle: result, problems } = await bundle({
    doc: {
      source: { absoluteRef: source, body: '', mimeType: 'application/json' },
      parsed: structuredClone(merged),
    },
    config,
  });
  if (problems.length > 0) {
    const lines = problems.map((problem) => {
      const pointer = problem.location?.[0]?.pointer ?? '#/';
      const ref = atPointer(merged, pointer)?.$ref;
      return `${problem.message} at ${pointer}${typeof ref === 'string' ? ` ($ref "${ref}")` : ''}`;
    });
    throw new Error(`Cannot bundle openapi/:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
  const doc = /** @type {Record<string, any>} */ (result.parsed);
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    const names = Object.keys(entries).sort();
    doc.components[kind] = Object.fromEntries(names.map((name) => [name, entries[name]]));
  }
  return { doc, origins };
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

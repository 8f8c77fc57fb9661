// Brings the platform's published OpenAPI document into openapi/published/ as facts: paths, operations, parameters,
// schemas with their names, types, enums, formats, bounds, required lists and discriminators. Prose (descriptions,
// summaries, titles, examples) is dropped, so the project's text stays its own; the provenance is recorded beside
// the facts. Upgrading to a newer publication is this import followed by `pnpm generate`.
//   node scripts/openapi/import.mjs <openapi.json> --commit <sha> --date <YYYY-MM-DD> [--out <file>]
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the import writes, relative to the repository root. */
export const PUBLISHED_FILE = 'openapi/published/platform-openapi.json';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the platform publishes its document, and under which terms. */
export const PUBLICATION = /** @type {const} */ ({
  repository: 'VapiAI/docs',
  path: 'fern/apis/api/openapi.json',
  origin: 'https://api.vapi.ai/api-json',
  licence: 'MIT',
});

/** Keys holding prose, dropped wherever they are keywords (a property may well be named `description`). */
export const PROSE_KEYS = /** @type {const} */ ([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'contact',
]);

// Objects whose keys are names chosen by the author (properties, paths, status codes, media types…), not keywords.
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'mapping',
  'schemas',
  'paths',
  'responses',
  'content',
  'securitySchemes',
  'headers',
  'parameters',
  'requestBodies',
]);
// Values that are data, copied as they are: an enum value or a default is a fact even when it reads like a sentence.
const DATA_KEYS = new Set(['enum', 'default', 'const', 'required']);

const prose = new Set(PROSE_KEYS);

function facts(node, isNameMap = false) {
  if (Array.isArray(node)) return node.map((item) => facts(item));
  if (node === null || typeof node !== 'object') return node;
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isNameMap && prose.has(key)) continue;
    if (!isNameMap && DATA_KEYS.has(key)) kept[key] = value;
    // `parameters` of an operation is a list, not a name map; only `components.parameters` is one.
    else kept[key] = facts(value, !isNameMap && NAME_MAPS.has(key) && !Array.isArray(value));
  }
  return kept;
}

/**
 * The published document's facts, with its provenance.
 * @param {string} text the published file's exact text
 * @param {{ commit: string, date: string }} source the commit of `VapiAI/docs` it was taken from, and that commit's date
 */
export function importPlatformDocument(text, { commit, date }) {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`--commit must be a full commit id, got "${commit}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`--date must be YYYY-MM-DD, got "${date}"`);
  const published = JSON.parse(text);
  if (typeof published.openapi !== 'string' || !published.paths || !published.components?.schemas) {
    throw new Error('Not an OpenAPI document with paths and components.schemas');
  }
  // The title is the document's name, not prose: it is kept from the info block (whose other text is dropped).
  const { info: _prose, ...rest } = facts(published);
  const { info } = published;
  // OpenAPI requires a response to have a description: it stays, empty, so the document remains valid.
  for (const item of Object.values(rest.paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation?.responses ?? {})) {
        if (response && typeof response === 'object' && !response.$ref) response.description = '';
      }
    }
  }
  return {
    'x-provenance': {
      ...PUBLICATION,
      commit,
      date,
      sha256: createHash('sha256').update(text).digest('hex'),
      dropped: [...PROSE_KEYS],
    },
    ...rest,
    info: { title: info?.title ?? 'platform', version: info?.version ?? '0' },
  };
}

function option(argv, name) {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(argv) {
  const source = argv[0];
  const commit = option(argv, '--commit');
  const date = option(argv, '--date');
  if (!source || source.startsWith('--') || !commit || !date) {
    throw new Error(
      'Usage: node scripts/openapi/import.mjs <openapi.json> --commit <sha> --date <YYYY-MM-DD> [--out <file>]',
    );
  }
  const out = path.resolve(repositoryRoot, option(argv, '--out') ?? PUBLISHED_FILE);
  const imported = importPlatformDocument(await readFile(source, 'utf8'), { commit, date });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(imported, null, 2)}\n`);
  const operations = Object.values(imported.paths).flatMap((item) => Object.keys(item)).length;
  const schemas = Object.keys(imported.components.schemas).length;
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${operations} operations, ${schemas} schemas.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

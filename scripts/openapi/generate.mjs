// Renders every file generated from openapi/ out of one bundle of the document (offline):
//   node scripts/openapi/generate.mjs          write the files
//   node scripts/openapi/generate.mjs --check  exit 1, naming each, when a committed file differs from a fresh one
//   --openapi <dir>                             read another copy of openapi/ (tests prove --check fails this way)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleWithOrigins, listOperations, ROOT_FILE } from './bundle.mjs';
import {
  renderClientMessages,
  renderMockOperations,
  renderPublicOperations,
  renderServerMessages,
} from './facts.mjs';
import { renderRequestSchemas } from './request-schemas.mjs';

/** The repository's root folder; every output path below is relative to it. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where each output goes. */
export const OUTPUTS = /** @type {const} */ ({
  types: 'packages/api-client/src/generated/platform.ts',
  document: 'packages/api-client/src/generated/openapi.json',
  serverMessages: 'packages/api-client/src/generated/server-messages.ts',
  publicOperations: 'packages/api-client/src/generated/operation-facts.ts',
  requestSchemas: 'packages/platform-mock/src/generated/request-schemas.ts',
  mockOperations: 'packages/platform-mock/src/generated/operations.ts',
  clientMessages: 'packages/web-call/src/generated/client-messages.ts',
  operationsList: 'openapi/platform-operations.txt',
});

const GENERATOR = 'scripts/openapi/generate.mjs';

function generatorVersion() {
  return createRequire(import.meta.url)('openapi-typescript/package.json').version;
}

/** The header of a generated TypeScript file: what it is, where from, and how to make it again. */
const header = (what, by = GENERATOR) =>
  [
    '// This file is generated. Do not edit it by hand.',
    `// Source: ${ROOT_FILE} (and the files it references): ${what}.`,
    `// Generator: ${by}.`,
    '// Regenerate: pnpm generate',
    '',
  ].join('\n');

async function renderTypes(doc) {
  const ast = await openapiTS(doc, {
    // The document is already bundled; nothing may be fetched.
    silent: true,
    // A `default` is applied by the server, so the field stays optional in what clients send.
    defaultNonNullable: false,
    // The platform types many free-form maps (variableValues, metadata) as a bare `type: object`; the generator's
    // default reads that as `Record<string, never>`, which no value but `{}` satisfies.
    emptyObjectsUnknown: true,
  });
  return `${header('the types of every path and schema', `openapi-typescript ${generatorVersion()} via ${GENERATOR}`)}\n${astToString(ast)}`;
}

/**
 * One `METHOD /path origin` line per operation, in document order; origin `published` (the platform's document),
 * `overlay` (ours, an operation of the specification it does not publish) or `documented` (ours, one its
 * documentation describes but its document does not publish).
 */
function renderOperationsList(doc, origins) {
  const lines = listOperations(doc).map(({ method, path: route }) => {
    const key = `${method} ${route}`;
    return `${key} ${origins.get(key)}`;
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Every output's text from one bundle of the document.
 * @param {{ dir?: string }} [options] `dir` replaces openapi/
 * @returns {Promise<{ doc: Record<string, any>, files: Map<string, string> }>}
 */
export async function renderOutputs(options = {}) {
  return renderBundle(await bundleWithOrigins(options));
}

/**
 * Every output's text from a bundle already made.
 * @param {{ doc: Record<string, any>, origins: Map<string, string> }} bundled
 */
export async function renderBundle({ doc, origins }) {
  const files = new Map([
    [OUTPUTS.types, await renderTypes(doc)],
    [OUTPUTS.document, `${JSON.stringify(doc)}\n`],
    [OUTPUTS.serverMessages, renderServerMessages(doc, header('the server-message variants'))],
    [OUTPUTS.publicOperations, renderPublicOperations(doc, header('the operations without security'))],
    [
      OUTPUTS.requestSchemas,
      renderRequestSchemas(doc, header('request bodies, queries and path values per operation')),
    ],
    [OUTPUTS.mockOperations, renderMockOperations(doc, header('every operation and its facts'))],
    [OUTPUTS.clientMessages, renderClientMessages(doc, header('the client-message variants'))],
    [OUTPUTS.operationsList, renderOperationsList(doc, origins)],
  ]);
  return { doc, files };
}

/**
 * Writes (or, with `check`, compares) every output under `root`.
 * @returns {Promise<{ written: string[], stale: string[] }>}
 */
export async function writeOutputs(files, { check = false, root = REPOSITORY_ROOT } = {}) {
  const written = [];
  const stale = [];
  for (const [file, fresh] of files) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    const committed = await readFile(target, 'utf8').catch(() => undefined);
    if (committed === fresh) continue;
    if (check) stale.push(file);
    else {
      await writeFile(target, fresh);
      written.push(file);
    }
  }
  return { written, stale };
}

async function main(argv) {
  const check = argv.includes('--check');
  const dirIndex = argv.indexOf('--openapi');
  const dir = dirIndex === -1 ? undefined : argv[dirIndex + 1];
  if (dirIndex !== -1 && !dir) throw new Error('--openapi needs a folder');
  const { files } = await renderOutputs({ dir });
  const { written, stale } = await writeOutputs(files, { check });
  for (const file of written) console.log(`Wrote ${file}.`);
  for (const file of stale) console.error(`${file} is stale: it differs from what openapi/ generates.`);
  if (stale.length > 0) {
    console.error('Run `pnpm generate` and commit the result.');
    return 1;
  }
  if (written.length === 0) console.log(`All ${files.size} generated files are up to date.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

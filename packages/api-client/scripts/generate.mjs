// Regenerates src/generated/platform.ts from openapi/ (offline).
//   node scripts/generate.mjs          write the file
//   node scripts/generate.mjs --check  exit 1 when the committed file differs from a fresh generation
//   --openapi <dir>                     read another copy of openapi/ (the tests use it to prove --check fails)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import {
  bundlePlatformDocument,
  bundleWithOrigins,
  listOperations,
  ROOT_FILE,
} from './bundle-platform-document.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Output file, relative to the package. */
export const OUTPUT_FILE = 'src/generated/platform.ts';
/** Every operation of the bundled document and where it comes from, relative to the package. */
export const OPERATIONS_LIST_FILE = '../../openapi/platform-operations.txt';

async function generatorVersion() {
  const require = (await import('node:module')).createRequire(import.meta.url);
  const manifest = JSON.parse(await readFile(require.resolve('openapi-typescript/package.json'), 'utf8'));
  return manifest.version;
}

/**
 * Produces the text of the generated file. Deterministic: no timestamps, components sorted by the bundler.
 * @param {{ dir?: string }} [options] forwarded to bundlePlatformDocument
 * @returns {Promise<string>}
 */
export async function renderPlatformTypes(options = {}) {
  const doc = await bundlePlatformDocument(options);
  const ast = await openapiTS(doc, {
    // The document is already bundled; nothing may be fetched.
    silent: true,
    // A `default` is applied by the server, so the field stays optional in what clients send.
    defaultNonNullable: false,
    // The platform types many free-form maps (variableValues, metadata) as a bare `type: object`; the generator's
    // default reads that as `Record<string, never>`, which no value but `{}` satisfies.
    emptyObjectsUnknown: true,
  });
  const header = [
    '// This file is generated. Do not edit it by hand.',
    `// Source: ${ROOT_FILE} (and the files it references), bundled by Redocly (scripts/bundle-platform-document.mjs).`,
    `// Generator: openapi-typescript ${await generatorVersion()} via scripts/generate.mjs.`,
    '// Regenerate: pnpm --filter @clinic/api-client generate',
    '',
  ].join('\n');
  return `${header}\n${astToString(ast)}`;
}

/**
 * The operations list: one `METHOD /path origin` line per operation of the bundled document, in document order,
 * origin `published` (the platform's document), `overlay` (ours, for an operation of the specification it does not
 * publish) or `documented` (ours, for an operation its documentation describes but its document does not publish).
 * @param {{ dir?: string }} [options] forwarded to bundleWithOrigins
 */
export async function renderOperationsList(options = {}) {
  const { doc, origins } = await bundleWithOrigins(options);
  const lines = listOperations(doc).map(({ method, path: route }) => {
    const key = `${method} ${route}`;
    return `${key} ${origins.get(key)}`;
  });
  return `${lines.join('\n')}\n`;
}

async function main(argv) {
  const check = argv.includes('--check');
  const dirIndex = argv.indexOf('--openapi');
  const dir = dirIndex === -1 ? undefined : argv[dirIndex + 1];
  if (dirIndex !== -1 && !dir) throw new Error('--openapi needs a folder');
  const outputs = [
    [OUTPUT_FILE, await renderPlatformTypes({ dir })],
    [OPERATIONS_LIST_FILE, await renderOperationsList({ dir })],
  ];
  let code = 0;
  for (const [file, fresh] of outputs) {
    const target = path.join(packageDir, file);
    if (check) {
      const committed = await readFile(target, 'utf8').catch(() => '');
      if (committed !== fresh) {
        console.error(
          `${path.relative(process.cwd(), target)} is stale: it differs from what openapi/ generates.\n` +
            'Run `pnpm --filter @clinic/api-client generate` and commit the result.',
        );
        code = 1;
      } else console.log(`${file} is up to date.`);
      continue;
    }
    await writeFile(target, fresh);
    console.log(`Wrote ${file} (${fresh.length} characters).`);
  }
  return code;
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

// Regenerates src/generated/request-schemas.ts, what the mock validates requests against, from openapi/ (offline).
//   node scripts/generate.mjs          write the file
//   node scripts/generate.mjs --check  exit 1 when the committed file differs from a fresh generation
// The document is bundled by the client's generator, the one source of the client's types as well.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePlatformDocument, ROOT_FILE } from '../../api-client/scripts/bundle-platform-document.mjs';
import { renderRequestSchemas } from './request-schemas.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Output file, relative to the package. */
export const REQUEST_SCHEMAS_FILE = 'src/generated/request-schemas.ts';

/** The text of the generated module; deterministic, like the client's types. */
export async function renderRequestSchemaModule() {
  const header = [
    '// This file is generated. Do not edit it by hand.',
    `// Source: ${ROOT_FILE} (and the files it references): request bodies, queries and path values per operation.`,
    '// Generator: scripts/request-schemas.mjs via scripts/generate.mjs.',
    '// Regenerate: pnpm --filter @clinic/platform-mock generate',
    '',
  ].join('\n');
  return renderRequestSchemas(await bundlePlatformDocument(), header);
}

async function main(argv) {
  const target = path.join(packageDir, REQUEST_SCHEMAS_FILE);
  const fresh = await renderRequestSchemaModule();
  if (!argv.includes('--check')) {
    await writeFile(target, fresh);
    console.log(`Wrote ${REQUEST_SCHEMAS_FILE} (${fresh.length} characters).`);
    return 0;
  }
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed === fresh) {
    console.log(`${REQUEST_SCHEMAS_FILE} is up to date.`);
    return 0;
  }
  console.error(
    `${REQUEST_SCHEMAS_FILE} is stale: it differs from what openapi/ generates.\n` +
      'Run `pnpm --filter @clinic/platform-mock generate` and commit the result.',
  );
  return 1;
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

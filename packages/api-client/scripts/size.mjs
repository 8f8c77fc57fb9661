// Measures what @clinic/api-client costs a browser app: a tiny consumer that creates the client and starts a
// web call is bundled from the built dist (minified, ESM, tree-shaken, as a production bundler would), then
// gzipped. Exits non-zero above the budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_GZIP_BYTES = 3.5 * 1024;
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(packageRoot, 'dist', 'index.js');

const CONSUMER = `
import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient({ token: 'public-key' });
const { data } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
console.log(data?.webCallUrl);
`;

if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm --filter @clinic/api-client build` first.');
  process.exit(1);
}

const result = await build({
  stdin: { contents: CONSUMER, resolveDir: packageRoot, sourcefile: 'consumer.js' },
  alias: { '@clinic/api-client': entry },
  bundle: true,
  minify: true,
  treeShaking: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  write: false,
  metafile: true,
  logLevel: 'warning',
});

const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const output = Object.values(result.metafile.outputs)[0];
const byInput = Object.entries(output.inputs)
  .map(([file, { bytesInOutput }]) => [
    path.relative(packageRoot, file).replace(/^.*node_modules\//, ''),
    bytesInOutput,
  ])
  .sort((a, b) => b[1] - a[1]);

console.log('Consumer bundle of @clinic/api-client (create the client, POST /call/web):');
for (const [file, bytes] of byInput) console.log(`  ${String(bytes).padStart(6)} B  ${file}`);
console.log(`minified: ${code.length} B`);
console.log(
  `gzipped:  ${gzipped} B = ${(gzipped / 1024).toFixed(2)} KB (budget 3.5 KB = ${BUDGET_GZIP_BYTES} B)`,
);

if (gzipped > BUDGET_GZIP_BYTES) {
  console.error(`Over budget by ${gzipped - BUDGET_GZIP_BYTES} B.`);
  process.exit(1);
}

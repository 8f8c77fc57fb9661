// Measures what @clinic/api-client costs a browser app: a tiny consumer that starts a web call, once with the
// full client and once with the light caller, is bundled from the built dist (minified, ESM, tree-shaken, as a
// production bundler would), then gzipped. Exits non-zero when either is above its budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(packageRoot, 'dist', 'index.js');

const CONSUMERS = [
  {
    name: 'full client (createPlatformClient, openapi-fetch, retries, timeouts)',
    budgetBytes: 4.5 * 1024,
    source: `
import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient({ token: 'public-key' });
const { data } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
console.log(data?.webCallUrl);
`,
  },
  {
    name: 'light caller (createPlatformCaller, timeouts)',
    budgetBytes: 1.5 * 1024,
    source: `
import { createPlatformCaller } from '@clinic/api-client';

const platform = createPlatformCaller({ token: 'public-key' });
const { data } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
console.log(data.webCallUrl);
`,
  },
];

if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm --filter @clinic/api-client build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let overBudget = false;

for (const { name, budgetBytes, source } of CONSUMERS) {
  const result = await build({
    stdin: { contents: source, resolveDir: packageRoot, sourcefile: 'consumer.js' },
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

  console.log(`Consumer of the ${name}, POST /call/web:`);
  for (const [file, bytes] of byInput) console.log(`  ${String(bytes).padStart(6)} B  ${file}`);
  console.log(`  minified: ${code.length} B`);
  console.log(`  gzipped:  ${gzipped} B = ${kb(gzipped)} (budget ${kb(budgetBytes)} = ${budgetBytes} B)`);
  if (gzipped > budgetBytes) {
    console.error(`  Over budget by ${gzipped - budgetBytes} B.`);
    overBudget = true;
  }
}

process.exitCode = overBudget ? 1 : 0;

// Measures what @clinic/api-client costs a browser app: a tiny consumer that starts a web call, once with the
// full client and once with the light caller, is bundled from the built dist (minified, ESM, tree-shaken, as a
// production bundler would), then gzipped. The /server entry is measured the same way, for a worker that answers
// tool calls. Exits non-zero when any is above its budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(packageRoot, 'dist', 'index.js');
const serverEntry = path.join(packageRoot, 'dist', 'server', 'index.js');

const CONSUMERS = [
  {
    name: 'full client (createPlatformClient, openapi-fetch, retries, timeouts)',
    budgetBytes: 4.5 * 1024,
    source: `
import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient({ token: 'public-key' });
const { data } = await platform.POST('/call/web', { body: { assistantId: 'demo-assistant' } });
console.log(data.webCallUrl);
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
  {
    name: '/server entry (createServerMessageHandler with HMAC, answerToolCalls)',
    operation: 'a worker answering tool-calls',
    budgetBytes: 3 * 1024,
    source: `
import { answerToolCalls, createServerMessageHandler } from '@clinic/api-client/server';

export default {
  fetch: createServerMessageHandler({
    auth: { type: 'hmac', secretKey: 'secret', algorithm: 'sha256' },
    on: { 'tool-calls': answerToolCalls({ checkAvailability: async (args) => 'Tuesday at ' + args.time }) },
  }),
};
`,
  },
];

if (!existsSync(entry) || !existsSync(serverEntry)) {
  console.error('dist/index.js is missing: run `pnpm --filter @clinic/api-client build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let overBudget = false;

/** Bundles a consumer as a production bundler would: minified, tree-shaken ESM for the browser. */
const bundle = (source, options) =>
  build({
    stdin: { contents: source, resolveDir: packageRoot, sourcefile: 'consumer.js' },
    alias: {
      '@clinic/api-client/server': serverEntry,
      '@clinic/api-client': entry,
    },
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'warning',
    // tsup leaves bare imports of shared chunks between its lazy chunks; the package declares no side effects, so
    // dropping them is right and the warning is noise.
    logOverride: { 'ignored-bare-import': 'silent' },
    ...options,
  });

/** Prints a bundle's sizes against its budget, and marks the run failed when it is over. */
function report(code, budgetBytes) {
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(`  minified: ${code.length} B`);
  console.log(`  gzipped:  ${gzipped} B = ${kb(gzipped)} (budget ${kb(budgetBytes)} = ${budgetBytes} B)`);
  if (gzipped > budgetBytes) {
    console.error(`  Over budget by ${gzipped - budgetBytes} B.`);
    overBudget = true;
  }
}

for (const { name, operation = 'POST /call/web', budgetBytes, source } of CONSUMERS) {
  const result = await bundle(source);
  const output = Object.values(result.metafile.outputs)[0];
  const byInput = Object.entries(output.inputs)
    .map(([file, { bytesInOutput }]) => [
      path.relative(packageRoot, file).replace(/^.*node_modules\//, ''),
      bytesInOutput,
    ])
    .sort((a, b) => b[1] - a[1]);

  console.log(`Consumer of the ${name}, ${operation}:`);
  for (const [file, bytes] of byInput) console.log(`  ${String(bytes).padStart(6)} B  ${file}`);
  report(result.outputFiles[0].contents, budgetBytes);
}

process.exitCode = overBudget ? 1 : 0;

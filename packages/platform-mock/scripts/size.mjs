// Measures what @clinic/platform-mock costs a page that mocks the platform in place, as the site's simulated demo
// does: a consumer of the main entry that answers `POST /call/web` through the mock's own fetch, with validation off,
// is bundled from the built dist (minified, ESM, tree-shaken, as a production bundler would), then gzipped. The
// request validator, a chunk loaded only when a request is first checked, is measured from a consumer that
// validates. Exits non-zero when either is above its budget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(packageRoot, 'dist', 'index.js');

const MAIN_ENTRY = {
  name: 'main entry (createPlatformMock, platform.fetch, validate: false)',
  // Ceiling a little above what it measured when the mock moved into its own package.
  budgetBytes: 17 * 1024,
  source: `
import { createPlatformMock } from '@clinic/platform-mock';

const platform = createPlatformMock({ validate: false });
const answer = await platform.fetch('https://api.vapi.ai/call/web', {
  method: 'POST',
  headers: { Authorization: 'Bearer public-key', 'Content-Type': 'application/json' },
  body: JSON.stringify({ assistantId: 'demo-assistant' }),
});
console.log(await answer.json());
`,
};

const VALIDATOR_CHUNK = {
  name: 'request validator (lazy chunk: request schemas, @cfworker/json-schema)',
  // Ceiling just above its size before tagged unions were kept once each (63 733 B); it holds every schema.
  budgetBytes: 64 * 1024,
  source: `
import { createPlatformMock } from '@clinic/platform-mock';

const platform = createPlatformMock();
console.log(await platform.fetch('https://api.vapi.ai/assistant', { method: 'POST', body: '{}' }));
`,
};

if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm --filter @clinic/platform-mock build` first.');
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let overBudget = false;

/** Bundles a consumer as a production bundler would: minified, tree-shaken ESM for the browser, split into chunks. */
const bundle = (source) =>
  build({
    stdin: { contents: source, resolveDir: packageRoot, sourcefile: 'consumer.js' },
    alias: { '@clinic/platform-mock': entry },
    bundle: true,
    minify: true,
    treeShaking: true,
    splitting: true,
    outdir: path.join(packageRoot, 'dist', '.size'),
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'warning',
    // tsup leaves bare imports of shared chunks between its lazy chunks; the package declares no side effects, so
    // dropping them is right and the warning is noise.
    logOverride: { 'ignored-bare-import': 'silent' },
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

const outputsOf = (result) => Object.entries(result.metafile.outputs);
const fileOf = (result, file) => result.outputFiles.find((output) => output.path.endsWith(file));

{
  // What the page downloads before the first answer: the entry chunk and the chunks it imports statically.
  const { name, budgetBytes, source } = MAIN_ENTRY;
  const result = await bundle(source);
  const outputs = new Map(outputsOf(result));
  const [entryFile] = outputsOf(result).find(([, output]) => output.entryPoint) ?? [];
  const loaded = new Set();
  const visit = (file) => {
    if (!file || loaded.has(file)) return;
    loaded.add(file);
    for (const imported of outputs.get(file)?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryFile);
  const parts = [...loaded].map((file) => fileOf(result, file)?.contents ?? new Uint8Array());
  const code = Buffer.concat(parts);
  const validatorLoaded = [...loaded].some((file) =>
    Object.keys(outputs.get(file)?.inputs ?? {}).some((input) => input.includes('request-validator')),
  );
  console.log(`Consumer of the ${name}, POST /call/web (${loaded.size} chunk(s) before the first answer):`);
  if (validatorLoaded) {
    console.error('  The request validator is loaded up front: it must stay a lazy chunk.');
    overBudget = true;
  }
  report(code, budgetBytes);
}

{
  const { name, budgetBytes, source } = VALIDATOR_CHUNK;
  const result = await bundle(source);
  // The chunk built from tsup's request-validator chunk, whatever the bundler names it.
  const [file] =
    outputsOf(result).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('request-validator')),
    ) ?? [];
  const chunk = file && fileOf(result, file);
  const entryFile = outputsOf(result).find(([, output]) => output.entryPoint)?.[0];
  if (!chunk || file === entryFile) {
    console.error(`The ${name} is not a chunk of its own: the mock must load it lazily.`);
    overBudget = true;
  } else {
    console.log(`The ${name}:`);
    report(chunk.contents, budgetBytes);
  }
}

process.exitCode = overBudget ? 1 : 0;

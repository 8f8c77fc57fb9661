// Size of what a consumer ships before a call starts: a tiny app that calls `start` on our built package,
// bundled the way an app bundler would (ESM, browser, minified, code splitting). daily-js must stay behind the
// dynamic import, in a chunk loaded only when a call starts; the entry chunk must stay under the budget.
// For comparison, the same app on the platform's own SDK (@vapi-ai/web), packed into a temporary folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_GZIP_BYTES = 6 * 1024;
const DAILY_PACKAGE = '@daily-co/daily-js';
const COMPARISON_PACKAGES = ['@vapi-ai/web@2.5.0', 'events@3.3.0'];

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const builtEntry = join(packageRoot, 'dist/index.js');

/** Bundles `source` (resolved from `resolveDir`) and returns the built files with the esbuild metafile. */
async function bundle(source, resolveDir, external = []) {
  const outdir = mkdtempSync(join(tmpdir(), 'web-call-size-out-'));
  try {
    const result = await build({
      stdin: { contents: source, resolveDir, sourcefile: 'consumer.js', loader: 'js' },
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir,
      absWorkingDir: resolveDir,
      external,
      metafile: true,
      write: false,
      logLevel: 'error',
    });
    const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    return { files, metafile: result.metafile, root: resolveDir };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The entry chunk and every chunk it imports statically: what loads before any dynamic import runs. */
function initialChunks(metafile) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint);
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return [...seen];
}

function measure({ files, metafile, root }, chunks) {
  let minified = 0;
  let gzipped = 0;
  for (const chunk of chunks) {
    const contents = files.get(resolve(root, chunk));
    if (!contents) throw new Error(`esbuild reported ${chunk} but produced no such file`);
    minified += contents.byteLength;
    gzipped += gzipSync(contents).byteLength;
  }
  const inputs = chunks.flatMap((chunk) =>
    Object.entries(metafile.outputs[chunk].inputs).map(([path, { bytesInOutput }]) => ({
      path,
      bytesInOutput,
    })),
  );
  return { minified, gzipped, inputs };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const fromDaily = (input) => input.path.includes(`${DAILY_PACKAGE}/`);

async function measureOurs() {
  if (!existsSync(builtEntry)) {
    throw new Error(`${builtEntry} is missing: run "pnpm --filter @clinic/web-call build" first.`);
  }
  const source = `import { WebCall } from ${JSON.stringify(builtEntry)};
new WebCall({ publicKey: 'public-key' }).start({ assistantId: 'assistant-id' });`;
  const result = await bundle(source, packageRoot);
  const initial = initialChunks(result.metafile);
  const lazy = Object.keys(result.metafile.outputs).filter(
    (path) => !initial.includes(path) && !path.endsWith('.map'),
  );
  return { initial: measure(result, initial), lazy: measure(result, lazy) };
}

/** Packs the platform's SDK and its one non-daily dependency into a temporary node_modules, then bundles. */
async function measurePlatformSdk() {
  const workdir = mkdtempSync(join(tmpdir(), 'web-call-size-vapi-'));
  try {
    for (const spec of COMPARISON_PACKAGES) {
      const name = spec.slice(0, spec.lastIndexOf('@'));
      const target = join(workdir, 'node_modules', name);
      mkdirSync(target, { recursive: true });
      const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', workdir], {
        cwd: workdir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 60_000,
      })
        .trim()
        .split('\n')
        .pop();
      execFileSync('tar', ['xzf', join(workdir, tarball), '-C', target, '--strip-components=1']);
    }
    writeFileSync(join(workdir, 'package.json'), '{"private":true}');
    const source = `import Vapi from '@vapi-ai/web';
new Vapi('public-key').start('assistant-id');`;
    // Its SDK imports daily-js statically, so it is left out as external: the layer above daily-js alone.
    const result = await bundle(source, workdir, [DAILY_PACKAGE]);
    return measure(result, initialChunks(result.metafile));
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

const ours = await measureOurs();
const dailyInInitial = ours.initial.inputs.filter(fromDaily);
const dailyInLazy = ours.lazy.inputs.some(fromDaily);

console.log(
  'consumer: new WebCall({ publicKey }).start({ assistantId })  (esbuild: ESM, browser, minified, split)',
);
console.log(`  initial chunks  ${kb(ours.initial.minified)} min   ${kb(ours.initial.gzipped)} gz`);
console.log(
  `  lazy chunks     ${kb(ours.lazy.minified)} min   ${kb(ours.lazy.gzipped)} gz  (loaded when a call starts)`,
);
console.log('  largest inputs of the initial chunks (minified bytes):');
for (const input of [...ours.initial.inputs].sort((a, b) => b.bytesInOutput - a.bytesInOutput).slice(0, 5)) {
  console.log(
    `    ${String(input.bytesInOutput).padStart(7)}  ${input.path.replace(/^.*node_modules\//, '')}`,
  );
}
console.log(`  daily-js in the initial chunks: ${dailyInInitial.length === 0 ? 'no' : 'YES'}`);
console.log(`  daily-js in a lazy chunk: ${dailyInLazy ? 'yes' : 'no'}`);

try {
  const platform = await measurePlatformSdk();
  console.log('consumer: new Vapi(publicKey).start(assistantId) on @vapi-ai/web@2.5.0, daily-js external');
  console.log(`  initial chunks  ${kb(platform.minified)} min   ${kb(platform.gzipped)} gz`);
} catch (error) {
  console.log(
    `comparison with @vapi-ai/web@2.5.0 skipped: ${error instanceof Error ? error.message : error}`,
  );
}

const problems = [];
if (dailyInInitial.length > 0)
  problems.push(`daily-js is in the initial chunks: ${dailyInInitial.map((input) => input.path).join(', ')}`);
// No lazy daily-js chunk would mean the consumer never reaches daily-js, and the check above proves nothing.
if (!dailyInLazy) problems.push('no lazy chunk contains daily-js: is it still loaded by a dynamic import?');
if (ours.initial.gzipped > BUDGET_GZIP_BYTES) {
  problems.push(
    `initial chunks are ${kb(ours.initial.gzipped)} gz, over the ${kb(BUDGET_GZIP_BYTES)} budget`,
  );
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;

// What the package's types cost a developer's editor: `tsc --noEmit --extendedDiagnostics` on consumer files that
// import the built package (dist), and on the package itself; the median of several runs.
//   node bench/type-check-cost.mjs                  build this package, then measure
//   --no-build                                      measure the dist as it is
//   --package <dir>                                 measure another copy of the package (e.g. an older release's)
//   --runs <n>                                      runs per file (default 3)
//   --only <name>                                   one measurement: one-call, body-heavy, caller-call or package
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ownPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The figures the compiler reports that we keep, by their label in `--extendedDiagnostics`. */
export const FIGURES = ['Types', 'Instantiations', 'Check time', 'Total time'];

/**
 * The consumers: what a developer of an internal app writes. Every one compiles against 0.2 and later, so the
 * same files measure every release.
 */
export const CONSUMERS = {
  // The smallest use of the full client: create it and make one typed call.
  'one-call': `import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient({ token: 'secret' });
export const assistants = await platform.GET('/assistant', { params: { query: { limit: 10 } } });
`,
  // One call whose body is the largest object users write: an assistant with its voice and model.
  'body-heavy': `import { createPlatformClient } from '@clinic/api-client';

const platform = createPlatformClient({ token: 'secret' });
export const created = await platform.POST('/assistant', {
  body: {
    name: 'Front desk',
    firstMessage: 'Good morning, how can I help?',
    voice: { provider: '11labs', voiceId: 'burt', stability: 0.5, similarityBoost: 0.75 },
    model: {
      provider: 'openai',
      model: 'gpt-4o',
      temperature: 0.3,
      messages: [{ role: 'system', content: 'You book dental appointments.' }],
    },
    transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
  },
});
`,
  // The light caller, for bundles that make one or two calls.
  'caller-call': `import { createPlatformCaller } from '@clinic/api-client';

const caller = createPlatformCaller({ token: 'secret' });
export const assistants = await caller.GET('/assistant', { params: { query: { limit: 10 } } });
`,
};

// An app's usual settings; skipLibCheck as most apps (and editors) run, so the cost is what the calls resolve.
const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
};

/**
 * Reads the figures out of tsc's `--extendedDiagnostics` output: counts as numbers, times in seconds.
 * @param {string} output
 * @returns {Record<string, number>}
 */
export function parseDiagnostics(output) {
  /** @type {Record<string, number>} */
  const figures = {};
  for (const label of FIGURES) {
    const match = output.match(new RegExp(`^${label}:\\s+([\\d.]+)s?$`, 'm'));
    if (!match) throw new Error(`tsc printed no "${label}" figure:\n${output}`);
    figures[label] = Number(match[1]);
  }
  return figures;
}

/**
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

/** One tsc run; a type error fails the benchmark, since a consumer that does not compile measures nothing. */
function typeCheck(tscPath, project, cwd) {
  const result = run(process.execPath, [tscPath, '-p', project, '--noEmit', '--extendedDiagnostics'], cwd);
  if (result.status !== 0) throw new Error(`tsc -p ${project} failed:\n${result.stdout}${result.stderr}`);
  return parseDiagnostics(result.stdout);
}

/** The median of each figure over `runs` runs. */
function measure(tscPath, project, cwd, runs) {
  const samples = Array.from({ length: runs }, () => typeCheck(tscPath, project, cwd));
  return Object.fromEntries(FIGURES.map((label) => [label, median(samples.map((sample) => sample[label]))]));
}

/** A folder where `@clinic/api-client` resolves to the package under test, with one file per consumer. */
async function writeConsumers(packageDir) {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-client-type-cost-'));
  await mkdir(path.join(dir, 'node_modules', '@clinic'), { recursive: true });
  await symlink(packageDir, path.join(dir, 'node_modules', '@clinic', 'api-client'), 'dir');
  for (const [name, source] of Object.entries(CONSUMERS)) {
    await writeFile(path.join(dir, `${name}.ts`), source);
    const tsconfig = { ...CONSUMER_TSCONFIG, files: [`${name}.ts`] };
    await writeFile(path.join(dir, `tsconfig.${name}.json`), `${JSON.stringify(tsconfig, null, 2)}\n`);
  }
  return dir;
}

function optionValue(argv, name) {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value) throw new Error(`${name} needs a value`);
  return value;
}

function formatRow(name, figures) {
  return [
    name.padEnd(12),
    String(figures.Types).padStart(9),
    String(figures.Instantiations).padStart(15),
    `${figures['Check time'].toFixed(2)} s`.padStart(11),
    `${figures['Total time'].toFixed(2)} s`.padStart(11),
  ].join('  ');
}

async function main(argv) {
  const packageDir = path.resolve(optionValue(argv, '--package') ?? ownPackageDir);
  const runs = Number(optionValue(argv, '--runs') ?? 3);
  const only = optionValue(argv, '--only');
  const names = [...Object.keys(CONSUMERS), 'package'];
  if (only && !names.includes(only)) throw new Error(`--only takes one of ${names.join(', ')}`);
  // One compiler for every copy measured, so that two releases differ only in their types.
  const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');

  if (!argv.includes('--no-build')) {
    console.error(`Building ${packageDir} …`);
    const build = run('pnpm', ['run', 'build'], packageDir);
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  }

  const consumerDir = await writeConsumers(packageDir);
  console.log(`tsc --noEmit --extendedDiagnostics, median of ${runs} (${packageDir})`);
  console.log(['file'.padEnd(12), '    types', ' instantiations', '      check', '      total'].join('  '));
  try {
    for (const name of names) {
      if (only && name !== only) continue;
      const figures =
        name === 'package'
          ? measure(tscPath, 'tsconfig.json', packageDir, runs)
          : measure(tscPath, `tsconfig.${name}.json`, consumerDir, runs);
      console.log(formatRow(name, figures));
    }
  } finally {
    await rm(consumerDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

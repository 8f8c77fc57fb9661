// Where the bin's time goes: runs it under `node --cpu-prof` while autocannon sends the full `POST /assistant`
// (10 connections), then sums the profile's self time by module and by function, as shares of the busy time.
// Shares, unlike requests per second, hold on a shared machine: compare builds by them.
//   pnpm --filter @clinic/platform-mock build && node bench/profile.mjs [--seconds 10] [--top 25] [--bin <launcher.mjs>]
//   node bench/profile.mjs --summarise <file.cpuprofile>      (an existing profile)
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { AUTH, binOf, FULL_ASSISTANT, startBin } from './bin-process.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '25' },
    bin: { type: 'string' },
    summarise: { type: 'string' },
  },
});

/** A profiled run of the bin; the path of the profile it wrote. */
async function profileBin() {
  const directory = await mkdtemp(path.join(tmpdir(), 'clinic-platform-mock-profile-'));
  const { child, url } = await startBin(binOf(values.bin), ['--cpu-prof', '--cpu-prof-dir', directory]);
  const request = {
    url: `${url}/assistant`,
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify(FULL_ASSISTANT),
  };
  try {
    // Warmed up first, so that the profile shows the steady state rather than compilation and lazy loading.
    await autocannon({ ...request, connections: 10, duration: 2 });
    const result = await autocannon({ ...request, connections: 10, duration: Number(values.seconds) });
    console.log(`POST /assistant full: ${Math.round(result.requests.average)} requests/s while profiled`);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  const [file] = (await readdir(directory)).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the bin wrote no profile into ${directory}`);
  return path.join(directory, file);
}

const sourceMaps = new Map();

/** The build's source map of a script, when it has one (tsup writes them beside dist/). */
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = url.startsWith('file:') ? `${fileURLToPath(url)}.map` : undefined;
    sourceMaps.set(
      url,
      file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(url);
}

/**
 * Where a function is, as a person names it: a package, a Node built-in, or the package's own source file (read
 * through the build's source map, so that bundled chunks name the file written).
 */
function placeOf({ url, lineNumber, columnNumber }) {
  if (!url) return { module: '(native)', at: '(native)' };
  // A dependency, named by its package; a copy of this package's build kept under node_modules/.name/ (to compare
  // builds) is still this package.
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/.][^/]*)/.exec(url);
  if (dependency) return { module: dependency[1], at: `${dependency[1]}:${lineNumber + 1}` };
  if (url.startsWith('node:')) return { module: url, at: `${url}:${lineNumber + 1}` };
  const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
  const source = entry?.originalSource;
  if (!source) return { module: url, at: `${url}:${lineNumber + 1}` };
  const written = source.replace(/^.*?\/src\//, 'src/');
  return { module: written, at: `${written}:${entry.originalLine + 1}` };
}

function summarise(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byModule = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, time] of selfTime) {
    const { callFrame } = nodes.get(id);
    const { functionName } = callFrame;
    if (functionName === '(idle)') continue;
    busy += time;
    const place = placeOf(callFrame);
    const module = functionName.startsWith('(') ? functionName : place.module;
    byModule.set(module, (byModule.get(module) ?? 0) + time);
    const name = `${functionName || '(anonymous)'}  ${place.at}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  const top = Number(values.top);
  const print = (title, times) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${((100 * time) / busy).toFixed(1).padStart(6)} %  ${name}`);
    }
  };
  console.log(
    `busy ${(busy / 1e6).toFixed(2)} s; shares of it by self time (native = the engine's and syscalls)`,
  );
  print('By module', byModule);
  print('By function', byFunction);
}

const file = values.summarise ?? (await profileBin());
summarise(JSON.parse(await readFile(file, 'utf8')));

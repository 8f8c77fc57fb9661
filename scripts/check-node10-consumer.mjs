// Compiles a consumer on `moduleResolution: "node"` (node10) against the built package; run from the package's
// folder with the consumer's folder (`consumers/node10`). Node10 reads no `exports`: the main entry's types come
// from the top-level `types`, a subpath's from `typesVersions`. When the two name different builds (`.d.ts` and
// `.d.cts`), the consumer gets two copies of every shared declaration, and a class with private fields from one
// entry is not the class the other entry takes. attw and publint look at one entry at a time and miss that, so
// this compiles the entries together, and refuses any compilation that reads both builds of a package even when
// no error happens to show it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const packageDir = realpathSync(process.cwd());
const fixture = path.resolve(process.argv[2] ?? 'consumers/node10');
const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

// The consumer lives outside the workspace, as an app would, and reaches the package through its own
// node_modules; the compiler follows the link, so the package's own dependencies resolve from the workspace.
const consumer = mkdtempSync(path.join(tmpdir(), 'node10-consumer-'));
let failed = false;
try {
  cpSync(fixture, consumer, { recursive: true });
  const link = path.join(consumer, 'node_modules', name);
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(packageDir, link, 'dir');
  const tsc = createRequire(path.join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', consumer, '--listFiles'], {
    cwd: consumer,
    encoding: 'utf8',
  });
  const lines = run.stdout.split('\n');
  const files = lines.filter((line) => path.isAbsolute(line));
  const diagnostics = lines.filter((line) => line && !path.isAbsolute(line));
  if (run.status !== 0) {
    failed = true;
    console.error(`${name}: a node10 consumer does not compile:\n${diagnostics.join('\n')}${run.stderr}`);
  }
  // Declarations read from each package's dist, by build.
  const builds = new Map();
  for (const file of files) {
    const match = /^(.*)\/dist\/.*\.d\.(c?)ts$/.exec(file);
    if (!match) continue;
    const seen = builds.get(match[1]) ?? new Set();
    seen.add(match[2] ? '.d.cts' : '.d.ts');
    builds.set(match[1], seen);
  }
  for (const [dir, seen] of builds) {
    if (seen.size > 1) {
      failed = true;
      console.error(`${name}: a node10 consumer reads both the .d.ts and the .d.cts declarations of ${dir}`);
    }
  }
  if (!failed) console.log(`${name}: a node10 consumer compiles against one set of declarations per package`);
} finally {
  rmSync(consumer, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

// The published packages' unit tests again on the current LTS line, Node 24, after the main run on the machines'
// Node 20: our users run 22 and 24, and msw 3 (a peer range of @clinic/platform-mock) needs 22.12 or later. Node 24
// comes from the registry's `node` package through npx, so CI needs nothing but npm. Types are not checked again:
// the compiler's answer does not depend on the Node that runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE = 'node@24';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each run: a package folder and the vitest arguments after `run`. The tests of the generators (they bundle the
 * platform's document again and again, and what they check ships in no package) run on Node 20 only.
 */
const RUNS = [
  { dir: 'packages/api-client', args: ['--exclude', 'test/openapi/**'] },
  { dir: 'packages/platform-mock', args: ['--exclude', 'test/generated.test.ts'] },
  // The ./msw entry with msw 3 in place of msw 2 (see the config).
  { dir: 'packages/platform-mock', args: ['--config', 'vitest.msw3.config.ts'] },
  { dir: 'packages/web-call', args: [] },
];

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const failed = [];
for (const { dir, args } of RUNS) {
  const cwd = path.join(root, dir);
  const label = [dir, ...args].join(' ');
  console.log(`\n${NODE}: vitest run in ${label}`);
  const { status } = spawnSync(
    npx,
    ['-y', NODE, 'node_modules/vitest/vitest.mjs', 'run', '--typecheck.enabled=false', ...args],
    { cwd, stdio: 'inherit' },
  );
  if (status !== 0) failed.push(label);
}

if (failed.length) {
  console.error(`\nFailed on ${NODE}: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\nAll published packages' unit tests pass on ${NODE}.`);

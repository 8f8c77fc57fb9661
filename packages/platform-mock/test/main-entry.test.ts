import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

// The main entry built as tsup builds dist (ESM with shared chunks, and CJS; dependencies left to node_modules),
// installed in a folder of its own beside its two dependencies and nothing else: msw cannot be resolved there.
let project: string;
let installed: string;

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'platform-mock-main-'));
  installed = path.join(project, 'node_modules/@clinic/platform-mock');
  const common = {
    entryPoints: { index: path.join(packageRoot, 'src/index.ts') },
    bundle: true,
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    logLevel: 'silent',
  } as const;
  await build({ ...common, format: 'esm', splitting: true, outdir: path.join(installed, 'dist') });
  await build({
    ...common,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    outdir: path.join(installed, 'dist'),
  });
  const manifest = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8'));
  await writeFile(path.join(installed, 'package.json'), JSON.stringify(manifest));
  const require = createRequire(path.join(packageRoot, 'package.json'));
  for (const dependency of Object.keys(manifest.dependencies)) {
    const target = path.join(project, 'node_modules', dependency);
    await mkdir(path.dirname(target), { recursive: true });
    const resolved = await realpath(path.dirname(require.resolve(`${dependency}/package.json`)));
    await symlink(resolved, target, 'dir');
  }
}, 60_000);

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

/** Every module specifier the built files name, relative ones included. */
async function specifiers(): Promise<string[]> {
  const dist = path.join(installed, 'dist');
  const files = (await readdir(dist)).filter((file) => /\.c?js$/.test(file));
  const texts = await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')));
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
  return texts
    .flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1] as string))
    .filter((specifier) => /^[\w@.][\w@./-]*$/.test(specifier));
}

describe('the main entry, built', () => {
  it('names no msw module, in any of its chunks, ESM or CJS', async () => {
    const named = await specifiers();
    const packages = new Set(named.filter((specifier) => !specifier.startsWith('.')));

    expect(named.some((specifier) => specifier.startsWith('./'))).toBe(true);
    expect([...packages].sort()).toEqual([
      '@cfworker/json-schema',
      '@clinic/api-client',
      '@clinic/api-client/server',
    ]);
    expect(named.filter((specifier) => /^msw(\/|$)/.test(specifier))).toEqual([]);
  });

  it('runs where msw is not installed: validates, stores and answers through its fetch', async () => {
    const script = `
      const results = {};
      try { await import('msw'); results.msw = 'resolved'; } catch (error) { results.msw = error.code; }
      const { createPlatformMock } = await import('@clinic/platform-mock');
      const platform = createPlatformMock();
      const post = (body) => platform.fetch('https://api.vapi.ai/assistant', {
        method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, body: JSON.stringify(body),
      });
      const created = await post({ name: 'Reception' });
      const { id } = await created.json();
      const read = await platform.fetch('https://api.vapi.ai/assistant/' + id, { headers: { authorization: 'Bearer k' } });
      const refused = await post({ name: 1 });
      results.statuses = [created.status, read.status, refused.status];
      results.name = (await read.json()).name;
      results.message = (await refused.json()).message;
      const cjs = (await import('node:module')).createRequire(import.meta.url)('@clinic/platform-mock');
      results.cjs = typeof cjs.createPlatformMock;
      console.log(JSON.stringify(results));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });

    expect(JSON.parse(stdout)).toEqual({
      msw: 'ERR_MODULE_NOT_FOUND',
      statuses: [201, 200, 400],
      name: 'Reception',
      message: ['name must be a string'],
      cjs: 'function',
    });
  }, 60_000);
});

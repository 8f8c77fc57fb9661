import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUTS, REPOSITORY_ROOT, renderOutputs } from '../../../../scripts/openapi/generate.mjs';
import { copyOpenapi } from './fixtures';

const runGenerator = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/openapi/generate.mjs', ...args], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
  });

describe('the files generated from openapi/', () => {
  it('are what openapi/ generates today (not stale), and rendering is deterministic', async () => {
    const first = await renderOutputs();
    const second = await renderOutputs();
    for (const [file, fresh] of first.files) {
      const committed = await readFile(path.join(REPOSITORY_ROOT, file), 'utf8');
      expect(committed === fresh, `${file} is stale: run pnpm generate`).toBe(true);
      expect(second.files.get(file) === fresh, `${file} renders the same twice`).toBe(true);
    }
  }, 60_000);

  it('say they are generated, from what and by which generator', async () => {
    for (const file of Object.values(OUTPUTS).filter((name) => name.endsWith('.ts'))) {
      const header = (await readFile(path.join(REPOSITORY_ROOT, file), 'utf8'))
        .split('\n')
        .slice(0, 4)
        .join('\n');
      expect(header, file).toContain('generated. Do not edit');
      expect(header, file).toContain('openapi/published/platform-openapi.json');
      expect(header, file).toContain('scripts/openapi/generate.mjs');
    }
    const types = await readFile(path.join(REPOSITORY_ROOT, OUTPUTS.types), 'utf8');
    expect(types.split('\n')[2]).toContain('openapi-typescript 7.13.0');
  });

  it('carry no read/write markers, which the typed calls do not strip (src/client/client-types.ts)', async () => {
    // The document has readOnly and writeOnly properties: generating with `readWriteMarkers` would mark them.
    const committed = await readFile(path.join(REPOSITORY_ROOT, OUTPUTS.types), 'utf8');
    expect(committed).not.toMatch(/\$(Read|Write)</);
  });

  it('pass `generate --check`, and the check fails, naming the stale files, once openapi/ changes', async () => {
    const current = runGenerator('--check');
    expect(current.stderr).toBe('');
    expect(current.status).toBe(0);

    const { dir, dispose } = await copyOpenapi();
    try {
      const file = path.join(dir, 'overlay', 'paths', 'call.yaml');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('summary: Start a web call', 'summary: Begin a web call'));
      const stale = runGenerator('--check', '--openapi', dir);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain(`${OUTPUTS.types} is stale`);
      expect(stale.stderr).toContain(`${OUTPUTS.document} is stale`);
      expect(stale.stderr).not.toContain(OUTPUTS.serverMessages);
    } finally {
      await dispose();
    }
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_FILE, renderPlatformTypes } from '../../scripts/generate.mjs';
import { copyOpenapi, packageRoot } from './fixtures';

const runGenerator = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/generate.mjs', ...args], { cwd: packageRoot, encoding: 'utf8' });

describe('src/generated/platform.ts', () => {
  it('is what openapi/ generates today (not stale)', async () => {
    const committed = await readFile(path.join(packageRoot, OUTPUT_FILE), 'utf8');
    expect(committed === (await renderPlatformTypes()), 'run pnpm --filter @clinic/api-client generate').toBe(
      true,
    );
  }, 30_000);

  it('says it is generated, from what and by which generator', async () => {
    const committed = await readFile(path.join(packageRoot, OUTPUT_FILE), 'utf8');
    const header = committed.split('\n').slice(0, 4).join('\n');
    expect(header).toContain('generated. Do not edit');
    expect(header).toContain('openapi/published/platform-openapi.json');
    expect(header).toContain('openapi-typescript 7.13.0');
  });

  it('carries no read/write markers, which the typed calls do not strip (src/client/client-types.ts)', async () => {
    // The document has readOnly and writeOnly properties: generating with `readWriteMarkers` would mark them.
    const committed = await readFile(path.join(packageRoot, OUTPUT_FILE), 'utf8');
    expect(committed).not.toMatch(/\$(Read|Write)</);
  });

  it('is rendered deterministically', async () => {
    expect(await renderPlatformTypes()).toBe(await renderPlatformTypes());
  }, 30_000);

  it('passes `generate --check` and the check fails, naming the file, once openapi/ changes', async () => {
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
      expect(stale.stderr).toContain('src/generated/platform.ts is stale');
    } finally {
      await dispose();
    }
  }, 60_000);
});

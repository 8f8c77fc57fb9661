import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REQUEST_SCHEMAS_FILE, renderRequestSchemaModule } from '../scripts/generate.mjs';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('src/generated/request-schemas.ts', () => {
  it('is what openapi/ generates today (not stale)', async () => {
    const committed = await readFile(path.join(packageRoot, REQUEST_SCHEMAS_FILE), 'utf8');
    expect(
      committed === (await renderRequestSchemaModule()),
      'run pnpm --filter @clinic/platform-mock generate',
    ).toBe(true);
  }, 30_000);
});

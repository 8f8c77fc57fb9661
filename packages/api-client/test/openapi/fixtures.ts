import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_DIR } from '../../../../scripts/openapi/bundle.mjs';

/** Root of the monorepo (the folder holding openapi/ and packages/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Root of the api-client package. */
export const packageRoot = path.join(repoRoot, 'packages', 'api-client');

export { readOperationsList } from '../operations-list';

/** Copies openapi/ into a temporary folder the test may break; `dispose` removes it. */
export async function copyOpenapi(): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const base = await mkdtemp(path.join(tmpdir(), 'clinic-openapi-'));
  const dir = path.join(base, 'openapi');
  await cp(OPENAPI_DIR, dir, { recursive: true });
  return { dir, dispose: () => rm(base, { recursive: true, force: true }) };
}

/** Every `$ref` string in a JSON-like value, depth first. */
export function collectRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, found);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else collectRefs(value, found);
    }
  }
  return found;
}

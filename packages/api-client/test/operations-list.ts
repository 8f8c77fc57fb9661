import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePlatformDocument, listOperations } from '../../../scripts/openapi/bundle.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Our committed copy of the operations the client must cover (`METHOD /path` per line). */
export const OPERATIONS_FILE = path.join(repoRoot, 'openapi', 'platform-operations.txt');

/**
 * The team's shared list the copy was taken from; it sits beside the repository on our machines and in CI,
 * but a plain clone elsewhere does not have it.
 */
export const SHARED_OPERATIONS_FILE = path.resolve(repoRoot, '..', 'shared', 'platform-operations.txt');
export const hasSharedOperationsFile = existsSync(SHARED_OPERATIONS_FILE);

/** The operations as `METHOD /path`, in file order (our copy also names each one's origin: dropped here). */
export async function readOperationsList(file = OPERATIONS_FILE): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '))
    .filter(Boolean);
}

/** The bundled OpenAPI document and its operations. */
export async function loadDocumentOperations() {
  const document = await bundlePlatformDocument();
  return { document, operations: listOperations(document) };
}

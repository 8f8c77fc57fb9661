import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadPlatformDocument } from '../scripts/load-platform-document.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The 148 lines of `platform-operations.txt` (kept beside the repository), as `METHOD /path`. */
export async function readOperationsList(): Promise<string[]> {
  const text = await readFile(path.resolve(repoRoot, '..', 'shared', 'platform-operations.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The bundled OpenAPI document and its operations. */
export async function loadDocumentOperations() {
  const document = await loadPlatformDocument();
  return { document, operations: listOperations(document) };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The operations of openapi/platform-operations.txt as `METHOD /path`, in file order. */
export async function readOperationsList(): Promise<string[]> {
  const text = await readFile(path.join(repoRoot, 'openapi', 'platform-operations.txt'), 'utf8');
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).slice(0, 2).join(' '))
    .filter(Boolean);
}

/**
 * The bundled document the client ships (`@clinic/api-client/openapi.json`, the one its types and the mock's
 * schemas come from) and its operations in document order.
 */
export async function loadDocumentOperations() {
  const file = createRequire(import.meta.url).resolve('@clinic/api-client/openapi.json');
  // biome-ignore lint/suspicious/noExplicitAny: the bundled document is plain JSON
  const document: any = JSON.parse(await readFile(file, 'utf8'));
  const operations = Object.entries(
    document.paths as Record<string, Record<string, { operationId: string }>>,
  ).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      path: route,
      operationId: item[method]?.operationId as string,
    })),
  );
  return { document, operations };
}

import { problem, type Reply } from './reply';
import type { OperationRow } from './resources';

/** The operation a request is for, with its path values decoded. */
export interface Route {
  row: OperationRow;
  params: Record<string, string>;
}

interface CompiledRow {
  row: OperationRow;
  segments: string[];
}

const isParam = (segment: string) => segment.startsWith('{');

/**
 * Builds the matcher of `rows` under `baseUrl`. A literal segment wins over a parameter in the same place, so
 * `GET /eval/run` is never read as `GET /eval/{id}` with id "run".
 */
export function createRouter(rows: readonly OperationRow[], baseUrl: string) {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const compiled: CompiledRow[] = rows
    .map((row) => ({ row, segments: row.path.split('/').slice(1) }))
    .sort((left, right) => {
      for (let index = 0; index < Math.min(left.segments.length, right.segments.length); index++) {
        const leftIsParam = isParam(left.segments[index] ?? '');
        if (leftIsParam !== isParam(right.segments[index] ?? '')) return leftIsParam ? 1 : -1;
      }
      // Without this the order is not transitive (a shorter pattern would equal two longer ones that differ), and
      // the sort could leave `/eval/{id}` before `/eval/simulation`.
      return left.segments.length - right.segments.length;
    });

  /** The path under the base (`/assistant/a1`), or `undefined` for a URL the mock does not serve. */
  const pathUnderBase = (url: string): string | undefined => {
    const { origin, pathname } = new URL(url);
    if (origin !== base.origin || !pathname.startsWith(`${basePath}/`)) return undefined;
    return pathname.slice(basePath.length);
  };

  /**
   * The route of a request under the base, or the reply that refuses it: 404 for a path or method the platform
   * does not have, 400 for a path value that is not a valid percent-encoding.
   */
  const route = (method: string, url: string): Route | Reply => {
    const path = pathUnderBase(url) ?? '';
    const segments = path.split('/').slice(1);
    for (const { row, segments: pattern } of compiled) {
      if (row.method !== method || pattern.length !== segments.length) continue;
      if (!pattern.every((part, index) => isParam(part) || part === segments[index])) continue;
      const params: Record<string, string> = {};
      for (const [index, part] of pattern.entries()) {
        if (!isParam(part)) continue;
        const raw = segments[index] ?? '';
        try {
          params[part.slice(1, -1)] = decodeURIComponent(raw);
        } catch {
          return problem(400, [`${part.slice(1, -1)} is not a valid percent-encoded path value: "${raw}"`]);
        }
      }
      return { row, params };
    }
    // NestJS's wording, which the platform answers unknown routes with.
    return problem(404, `Cannot ${method} ${path}`);
  };

  return { route, pathUnderBase };
}

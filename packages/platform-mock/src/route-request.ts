import { problem, type Reply } from './reply';
import type { OperationRow } from './resources';

/** The operation a request is for, with its path values decoded and its query. */
export interface Route {
  row: OperationRow;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** One segment position of the path tree: the rows ending here by method, and the segments that go on. */
interface PathNode {
  rows: Map<string, OperationRow>;
  literals: Map<string, PathNode>;
  /** By parameter name: one place may be named differently by different rows (`{id}`, `{testSuiteId}`). */
  params: Map<string, PathNode>;
}

const newNode = (): PathNode => ({ rows: new Map(), literals: new Map(), params: new Map() });

const isParam = (segment: string) => segment.startsWith('{');

/** The rows as a tree of path segments, so that a request is matched in one walk of its own segments. */
function buildTree(rows: readonly OperationRow[]): PathNode {
  const root = newNode();
  for (const row of rows) {
    let node = root;
    for (const segment of row.path.split('/').slice(1)) {
      const children = isParam(segment) ? node.params : node.literals;
      const key = isParam(segment) ? segment.slice(1, -1) : segment;
      const next = children.get(key) ?? newNode();
      children.set(key, next);
      node = next;
    }
    node.rows.set(row.method, row);
  }
  return root;
}

interface Match {
  row: OperationRow;
  /** Raw (still percent-encoded) values, in path order. */
  values: Array<[string, string]>;
}

/**
 * The row for `method` at `segments`, a literal segment winning over a parameter in the same place (so
 * `GET /eval/run` is never read as `GET /eval/{id}` with id "run"), falling back to the parameter when the
 * literal branch has no row for the method. `pathKnown` is set when some row has the path, whatever its method.
 */
function find(
  node: PathNode,
  segments: readonly string[],
  index: number,
  method: string,
  values: Array<[string, string]>,
  seen: { pathKnown: boolean },
): Match | undefined {
  if (index === segments.length) {
    if (node.rows.size > 0) seen.pathKnown = true;
    const row = node.rows.get(method);
    return row && { row, values: [...values] };
  }
  const segment = segments[index] ?? '';
  const literal = node.literals.get(segment);
  const found = literal && find(literal, segments, index + 1, method, values, seen);
  if (found) return found;
  for (const [name, child] of node.params) {
    values.push([name, segment]);
    const viaParam = find(child, segments, index + 1, method, values, seen);
    values.pop();
    if (viaParam) return viaParam;
  }
  return undefined;
}

/** Builds the matcher of `rows` under `baseUrl`, indexing whatever rows it is given. */
export function createRouter(rows: readonly OperationRow[], baseUrl: string) {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const tree = buildTree(rows);

  /** The path under the base (`/assistant/a1`), or `undefined` for a URL the mock does not serve. */
  const pathUnderBase = (url: string | URL): string | undefined => {
    const { origin, pathname } = typeof url === 'string' ? new URL(url) : url;
    if (origin !== base.origin || !pathname.startsWith(`${basePath}/`)) return undefined;
    return pathname.slice(basePath.length);
  };

  /**
   * The route of a request under the base, or the reply that refuses it: 404 for a path the platform does not
   * have, 405 for a method its path does not have, 400 for a path value that is not a valid percent-encoding.
   */
  const route = (method: string, url: string): Route | Reply => {
    // Parsed once: the query is read by the validator and the responders.
    const parsed = new URL(url);
    const path = pathUnderBase(parsed) ?? '';
    const seen = { pathKnown: false };
    const match = find(tree, path.split('/').slice(1), 0, method, [], seen);
    if (!match) {
      // NestJS's wording, which the platform answers unknown routes with.
      return problem(seen.pathKnown ? 405 : 404, `Cannot ${method} ${path}`);
    }
    const params: Record<string, string> = {};
    for (const [name, raw] of match.values) {
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        return problem(400, [`${name} is not a valid percent-encoded path value: "${raw}"`]);
      }
    }
    return { row: match.row, params, query: parsed.searchParams };
  };

  return { route, pathUnderBase };
}

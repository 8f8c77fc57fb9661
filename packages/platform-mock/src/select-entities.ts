import type { ListFilters } from './action-context';
import { MockProblem } from './reply';
import type { Entity } from './store';

/** Query keys with a meaning of their own; every other key filters by equality on the entity field of that name. */
const PAGING_KEYS = ['page', 'limit', 'sortOrder', 'sortBy', 'search', 'includeCounters'] as const;
const DATE_FILTERS = {
  createdAtGt: ['createdAt', (a: number, b: number) => a > b],
  createdAtLt: ['createdAt', (a: number, b: number) => a < b],
  createdAtGe: ['createdAt', (a: number, b: number) => a >= b],
  createdAtLe: ['createdAt', (a: number, b: number) => a <= b],
  updatedAtGt: ['updatedAt', (a: number, b: number) => a > b],
  updatedAtLt: ['updatedAt', (a: number, b: number) => a < b],
  updatedAtGe: ['updatedAt', (a: number, b: number) => a >= b],
  updatedAtLe: ['updatedAt', (a: number, b: number) => a <= b],
} as const;
type DateFilter = keyof typeof DATE_FILTERS;

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The `metadata` of a paginated list, as the platform's v2 lists answer it. */
export interface PageMetadata {
  itemsPerPage: number;
  totalItems: number;
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  sortOrder: SortOrder;
}

/** One page of a filtered, sorted list. */
export interface Selection {
  items: Entity[];
  metadata: PageMetadata;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
const reserved: ReadonlySet<string> = new Set([...PAGING_KEYS, ...Object.keys(DATE_FILTERS)]);

// Own keys only: `toString` or `__proto__` in a query are field names like any other, not inherited members.
function isDateFilter(key: string): key is DateFilter {
  return Object.hasOwn(DATE_FILTERS, key);
}

function integerParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number) {
  // The last of repeated values counts, as in the validation of the query.
  const raw = query.getAll(name).at(-1) ?? null;
  if (raw === null) return fallback;
  // The document types paging values as numbers: `1e2` is 100, and a fraction counts its whole items.
  const value = Math.trunc(Number(raw));
  if (!raw.trim() || !Number.isFinite(value) || value < min || value > max) {
    throw new MockProblem(400, `${name} must be a number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function sortOrderParam(query: URLSearchParams): SortOrder {
  const raw = query.getAll('sortOrder').at(-1) ?? 'DESC';
  const order = SORT_ORDERS.find((candidate) => candidate === raw.toUpperCase());
  if (!order) throw new MockProblem(400, `sortOrder must be one of ${SORT_ORDERS.join(', ')}, got "${raw}".`);
  return order;
}

function matchesSearch(entity: Entity, term: string): boolean {
  const needle = term.toLowerCase();
  return Object.values(entity).some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
  );
}

function toPredicate(key: string, value: string, filters: ListFilters): (entity: Entity) => boolean {
  const read = Object.hasOwn(filters, key) ? filters[key] : undefined;
  if (read) {
    return (entity) => {
      const field = read(entity);
      return field !== undefined && field !== null && String(field) === value;
    };
  }
  if (isDateFilter(key)) {
    const [field, compare] = DATE_FILTERS[key];
    const bound = Date.parse(value);
    if (Number.isNaN(bound)) throw new MockProblem(400, `${key} must be an ISO 8601 date, got "${value}".`);
    return (entity) => compare(Date.parse(entity[field]), bound);
  }
  if (key === 'search') return (entity) => matchesSearch(entity, value);
  return (entity) => {
    const field = Object.hasOwn(entity, key) ? entity[key] : undefined;
    return field !== undefined && field !== null && String(field) === value;
  };
}

/**
 * Filters (equality on fields, createdAt/updatedAt bounds, free-text `search`), sorts by creation (`sortOrder`,
 * newest first by default) and cuts the page (`page` from 1, `limit` up to 1000). Bad values raise a 400.
 */
export function selectEntities(
  entities: readonly Entity[],
  query: URLSearchParams,
  filters: ListFilters = {},
): Selection {
  const predicates = [...query.entries()]
    .filter(([key]) => !reserved.has(key) || isDateFilter(key) || key === 'search')
    .map(([key, value]) => toPredicate(key, value, filters));
  const limit = integerParam(query, 'limit', DEFAULT_LIMIT, 0, MAX_LIMIT);
  const page = integerParam(query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  const sortOrder = sortOrderParam(query);

  // The store lists in creation order, so reversing gives newest first without comparing equal timestamps.
  const matching = entities.filter((entity) => predicates.every((matches) => matches(entity)));
  const ordered = sortOrder === 'ASC' ? matching : [...matching].reverse();
  const start = (page - 1) * limit;
  const totalPages = limit === 0 ? 0 : Math.ceil(ordered.length / limit);
  return {
    items: ordered.slice(start, start + limit),
    metadata: {
      itemsPerPage: limit,
      totalItems: ordered.length,
      currentPage: page,
      totalPages,
      hasNextPage: page < totalPages,
      sortOrder,
    },
  };
}

/** A selection as the paginated lists answer it: `{ results, metadata }`. */
export function paginate(entities: readonly Entity[], query: URLSearchParams) {
  const { items, metadata } = selectEntities(entities, query);
  return { results: items, metadata };
}

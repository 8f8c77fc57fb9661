import { describe, expect, it } from 'vitest';
import { MockProblem } from '../src/reply';
import { selectEntities } from '../src/select-entities';
import type { Entity } from '../src/store';

const day = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
const entities: Entity[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `e${n}`,
  createdAt: day(n),
  updatedAt: day(n),
  status: n % 2 ? 'ended' : 'queued',
  name: `Call ${n}`,
}));
const ids = (query: string) =>
  selectEntities(entities, new URLSearchParams(query)).items.map((entity) => entity.id);

describe('selectEntities', () => {
  it('defaults to newest first, page 1 of 100', () => {
    const { items, metadata } = selectEntities(entities, new URLSearchParams());

    expect(items.map((entity) => entity.id)).toEqual(['e5', 'e4', 'e3', 'e2', 'e1']);
    expect(metadata).toEqual({
      itemsPerPage: 100,
      totalItems: 5,
      currentPage: 1,
      totalPages: 1,
      hasNextPage: false,
      sortOrder: 'DESC',
    });
  });

  it('filters by equality on any other field', () => {
    expect(ids('status=queued')).toEqual(['e4', 'e2']);
    expect(ids('status=queued&id=e2')).toEqual(['e2']);
    expect(ids('assistantId=nobody')).toEqual([]);
  });

  it('bounds createdAt and updatedAt, exclusive (Gt/Lt) and inclusive (Ge/Le)', () => {
    expect(ids(`createdAtGt=${day(3)}`)).toEqual(['e5', 'e4']);
    expect(ids(`createdAtGe=${day(3)}&createdAtLe=${day(4)}`)).toEqual(['e4', 'e3']);
    expect(ids(`updatedAtLt=${day(2)}`)).toEqual(['e1']);
  });

  it('searches text fields case-insensitively', () => {
    expect(ids('search=CALL 3')).toEqual(['e3']);
  });

  it('pages, counting pages from 1', () => {
    const { items, metadata } = selectEntities(entities, new URLSearchParams('page=2&limit=2&sortOrder=asc'));

    expect(items.map((entity) => entity.id)).toEqual(['e3', 'e4']);
    expect(metadata).toMatchObject({ currentPage: 2, itemsPerPage: 2, totalPages: 3, hasNextPage: true });
  });

  // The document types them as numbers, so every way of writing one is read; a fraction counts whole items.
  it.each([
    ['limit=1e2&page=1', 100, 1],
    ['limit=2.5&page=2', 2, 2],
    ['limit=.9e1&page=1.5', 9, 1],
  ])('reads %s as limit %i, page %i', (query, limit, page) => {
    expect(selectEntities(entities, new URLSearchParams(query)).metadata).toMatchObject({
      itemsPerPage: limit,
      currentPage: page,
    });
  });

  it.each([
    ['page=0', 'page must be a number from 1'],
    ['limit=-1', 'limit must be a number from 0 to 1000'],
    ['limit=ten', 'limit must be a number'],
    ['limit=', 'limit must be a number'],
    ['limit=1e4', 'limit must be a number from 0 to 1000'],
    ['sortOrder=up', 'sortOrder must be one of ASC, DESC, got "up"'],
    ['createdAtLt=not-a-date', 'createdAtLt must be an ISO 8601 date'],
  ])('rejects %s with a 400 that says why', (query, message) => {
    const attempt = () => selectEntities(entities, new URLSearchParams(query));

    expect(attempt).toThrow(MockProblem);
    expect(attempt).toThrow(message);
  });
});

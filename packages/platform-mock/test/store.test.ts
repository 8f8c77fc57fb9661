import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../src/store';

function clock(start = Date.parse('2026-03-01T08:00:00Z')) {
  let now = start;
  return { now: () => now, tick: (ms: number) => (now += ms) };
}

describe('createStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates entities with an id and timestamps, and gets them back', () => {
    const time = clock();
    const store = createStore({ now: time.now, newId: () => 'id-1' });

    const created = store.create('assistant', { name: 'Reception' });

    expect(created).toEqual({
      id: 'id-1',
      name: 'Reception',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(store.get('assistant', 'id-1')).toEqual(created);
    expect(store.get('squad', 'id-1')).toBeUndefined();
  });

  it('builds fields from the new id when given a function', () => {
    const store = createStore({ newId: () => 'room-7' });

    expect(store.create('call', (id) => ({ url: `https://x.daily.co/${id}` })).url).toBe(
      'https://x.daily.co/room-7',
    );
  });

  it('uses crypto.randomUUID when there is one', () => {
    const store = createStore();

    expect(store.create('tool', {}).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('falls back to a counter where crypto.randomUUID is missing (plain-http pages)', () => {
    vi.stubGlobal('crypto', {});
    const store = createStore();

    const ids = [store.create('tool', {}).id, store.create('tool', {}).id];

    expect(ids).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);
  });

  it('lists in creation order; update merges, replace swaps; updatedAt moves, createdAt stays', () => {
    const time = clock();
    let next = 0;
    const store = createStore({ now: time.now, newId: () => `e${++next}` });
    store.create('tool', { name: 'one', type: 'function' });
    store.create('tool', { name: 'two' });
    time.tick(1000);

    const updated = store.update('tool', 'e1', { name: 'uno' });
    const replaced = store.replace('tool', 'e2', { description: 'only this' });

    expect(updated).toMatchObject({ name: 'uno', type: 'function', updatedAt: '2026-03-01T08:00:01.000Z' });
    expect(updated?.createdAt).toBe('2026-03-01T08:00:00.000Z');
    expect(replaced).toEqual({
      id: 'e2',
      description: 'only this',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:01.000Z',
    });
    expect(store.list('tool').map((tool) => tool.id)).toEqual(['e1', 'e2']);
    expect(store.update('tool', 'missing', {})).toBeUndefined();
  });

  it('never lets fields overwrite id, createdAt or updatedAt', () => {
    const store = createStore({ newId: () => 'real' });

    const created = store.create('tool', { id: 'fake', createdAt: 'then' });
    const updated = store.update('tool', 'real', { id: 'other', updatedAt: 'never' });

    expect(created.id).toBe('real');
    expect(created.createdAt).not.toBe('then');
    expect(updated?.id).toBe('real');
    expect(updated?.updatedAt).not.toBe('never');
  });

  it('hands out copies: mutating a result does not change the store', () => {
    const store = createStore({ newId: () => 'a' });
    const created = store.create('assistant', { voice: { provider: '11labs' } });

    (created.voice as { provider: string }).provider = 'changed';
    (store.get('assistant', 'a')?.voice as { provider: string }).provider = 'changed too';

    expect(store.get('assistant', 'a')?.voice).toEqual({ provider: '11labs' });
  });

  it('copies as structuredClone does: nested lists, a JSON `__proto__` key, dates, and a value holding itself', () => {
    const store = createStore({ newId: () => 'a' });
    const given = JSON.parse('{"tools":[{"type":"endCall","tags":["a"]}],"metadata":{"__proto__":{"x":1}}}');
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const created = store.create('assistant', { ...given, at: new Date(0), loop });

    (given.tools[0].tags as string[]).push('changed');
    (created.tools as Array<{ tags: string[] }>)[0]?.tags.push('changed too');
    const stored = store.get('assistant', 'a') as unknown as Record<string, unknown> & {
      loop: { self: unknown };
    };

    expect(stored.tools).toEqual([{ type: 'endCall', tags: ['a'] }]);
    expect(Object.keys(stored.metadata as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(stored.metadata)).toBe(Object.prototype);
    expect(stored.at).toEqual(new Date(0));
    expect(stored.loop.self).toBe(stored.loop);
    expect(stored.loop).not.toBe(loop);
  });

  it('removes and returns an entity; removing it again gives undefined', () => {
    const store = createStore({ newId: () => 'a' });
    store.create('file', { name: 'x' });

    expect(store.remove('file', 'a')).toMatchObject({ id: 'a', name: 'x' });
    expect(store.remove('file', 'a')).toBeUndefined();
    expect(store.list('file')).toEqual([]);
  });

  it('keeps the history of every state', () => {
    const store = createStore({ newId: () => 'a' });
    store.create('assistant', { name: 'v1' });
    store.update('assistant', 'a', { name: 'v2' });

    expect(store.history('assistant', 'a').map((state) => state.name)).toEqual(['v1', 'v2']);
    expect(store.history('assistant', 'missing')).toEqual([]);
  });
});

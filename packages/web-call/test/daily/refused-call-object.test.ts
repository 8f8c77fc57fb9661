import { beforeEach, describe, expect, it, vi } from 'vitest';

// daily-js as its 0.92 source behaves: a call object is registered before its options are validated; one refused
// cannot be destroyed (its destroy() throws before unregistering it); a second one is a duplicate unless
// `allowMultipleCallInstances`. The registry is mirrored on `window._daily.instances`, as daily-js does.
const daily = vi.hoisted(() => {
  const registry = new Map<string, { readonly id: string; destroy(): Promise<void> }>();
  let created = 0;
  const mirror = () => {
    (globalThis as { _daily?: unknown })._daily = {
      instances: Object.fromEntries([...registry.keys()].map((id) => [id, {}])),
    };
  };
  const createCallObject = (options: { videoSource?: unknown; allowMultipleCallInstances?: boolean }) => {
    if (registry.size > 0 && !options.allowMultipleCallInstances) {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    }
    created += 1;
    const id = `call-client-${created}`;
    const refused = options.videoSource === 42;
    const instance = {
      id,
      async destroy() {
        if (refused) throw new TypeError("Cannot read properties of undefined (reading 'removeListener')");
        registry.delete(id);
        mirror();
      },
    };
    registry.set(id, instance);
    mirror();
    if (refused)
      throw new Error("property 'videoSource': videoSource must be a MediaStreamTrack, boolean, or a string");
    return instance;
  };
  return {
    registry,
    createCallObject: vi.fn(createCallObject),
    getCallInstance: (id?: string) => (id ? registry.get(id) : registry.values().next().value),
    reset() {
      registry.clear();
      mirror();
    },
  };
});
vi.mock('@daily-co/daily-js', () => ({ default: daily }));

/** A fresh copy of the adapter, on a page that knows of no refused call object (the page's state, on globalThis). */
async function freshAdapter() {
  vi.resetModules();
  const { pageState } = await import('../../src/page-state');
  pageState().unusable.clear();
  return import('../../src/daily/adapter');
}

beforeEach(() => {
  daily.reset();
  daily.createCallObject.mockClear();
});

describe('a call object daily-js refused', () => {
  it('does not block the next one as a duplicate: it is created beside the unusable instance', async () => {
    const { createDailyCallObject } = await freshAdapter();
    await expect(createDailyCallObject({ videoSource: 42 } as never)).rejects.toThrow(/videoSource/);
    expect(daily.registry.size).toBe(1);
    const next = await createDailyCallObject({});
    expect(daily.createCallObject).toHaveBeenLastCalledWith({ allowMultipleCallInstances: true });
    await next.destroy();
    // Again and again: only the unusable one is ever beside ours.
    await (await createDailyCallObject({})).destroy();
    expect(daily.registry.size).toBe(1);
  });

  it('lets nothing else sit beside it: with another live call object registered, ours is still a duplicate', async () => {
    const { createDailyCallObject } = await freshAdapter();
    await expect(createDailyCallObject({ videoSource: 42 } as never)).rejects.toThrow(/videoSource/);
    // Another library of the page creates its own call object, allowed beside the unusable one.
    daily.createCallObject({ allowMultipleCallInstances: true });
    await expect(createDailyCallObject({})).rejects.toThrow('Duplicate');
    expect(daily.registry.size).toBe(2);
  });

  it('leaves a live call object of someone else alone: ours is refused as a duplicate, theirs stays', async () => {
    const { createDailyCallObject } = await freshAdapter();
    const theirs = daily.createCallObject({});
    const destroy = vi.spyOn(theirs, 'destroy');
    await expect(createDailyCallObject({})).rejects.toThrow('Duplicate');
    expect(destroy).not.toHaveBeenCalled();
    expect(daily.registry.get(theirs.id)).toBe(theirs);
  });

  it('a refused one that can be destroyed leaves nothing registered, and the next is created as usual', async () => {
    const { createDailyCallObject } = await freshAdapter();
    daily.createCallObject.mockImplementationOnce(() => {
      throw new Error('property: refused before registering');
    });
    await expect(createDailyCallObject({})).rejects.toThrow('refused');
    await createDailyCallObject({});
    expect(daily.createCallObject).toHaveBeenLastCalledWith({});
  });
});

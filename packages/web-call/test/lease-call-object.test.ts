import { describe, expect, it, vi } from 'vitest';
import { abortError } from '../src/errors';
import { leaseCallObject } from '../src/lease-call-object';
import { createFakeCallFactory } from '../src/testing/index';
import { flush } from './support';

// The leases are page-wide state: every test releases every lease it takes, or the next test would wait for it.

const noWarn = () => {};

describe('leaseCallObject', () => {
  it('creates at once when nothing else holds the page, and release destroys the call object', async () => {
    const factory = createFakeCallFactory();
    const lease = leaseCallObject(() => {}, noWarn);
    const callObject = await lease.create(() => factory.createCallObject({}), new AbortController().signal);
    expect(factory.live()).toEqual([callObject]);
    const released = lease.release();
    // Like Daily's, the fake's destroy settles later: the call object is still alive right after release().
    expect(callObject.isDestroyed()).toBe(false);
    await released;
    expect(factory.live()).toEqual([]);
    expect(lease.release()).toBe(released);
  });

  it('what the page awaits stays one promise of nothing, however many calls the page makes', async () => {
    const factory = createFakeCallFactory();
    for (let round = 0; round < 3; round++) {
      const lease = leaseCallObject(() => {}, noWarn);
      await lease.create(() => factory.createCallObject({}), new AbortController().signal);
      await lease.release();
    }
    const page = (globalThis as Record<symbol, { released: Promise<unknown> }>)[
      Symbol.for('@clinic/web-call/page-state@1')
    ];
    // Not a value nested one array deeper per lease, kept for the page's life.
    expect(await page?.released).toBeUndefined();
  });

  it('a later lease creates only once the earlier one is released, so Daily never sees a duplicate', async () => {
    const factory = createFakeCallFactory({ delays: { destroy: 20 } });
    const first = leaseCallObject(() => {}, noWarn);
    await first.create(() => factory.createCallObject({}), new AbortController().signal);
    const second = leaseCallObject(() => {}, noWarn);
    const creating = second.create(() => factory.createCallObject({}), new AbortController().signal);
    const created = vi.fn();
    void creating.then(created);
    void first.release();
    await flush(1);
    expect(created).not.toHaveBeenCalled();
    const callObject = await creating;
    expect(factory.instances).toHaveLength(2);
    expect(factory.live()).toEqual([callObject]);
    await second.release();
  });

  it('leases are granted in the order they were taken, whichever owner took them', async () => {
    const factory = createFakeCallFactory({ delays: { destroy: 5 } });
    const order: number[] = [];
    const leases = [0, 1, 2].map(() => leaseCallObject(() => {}, noWarn));
    const created = leases.map((lease, index) =>
      lease.create(() => {
        order.push(index);
        return factory.createCallObject({});
      }, new AbortController().signal),
    );
    await created[0];
    void leases[0]?.release();
    await created[1];
    void leases[1]?.release();
    await created[2];
    await leases[2]?.release();
    expect(order).toEqual([0, 1, 2]);
    expect(factory.live()).toEqual([]);
  });

  it('a newer lease preempts the one still held; a released one is not preempted', async () => {
    const preempted = vi.fn();
    const first = leaseCallObject(preempted, noWarn);
    await first.release();
    const second = leaseCallObject(() => preempted('second'), noWarn);
    expect(preempted).not.toHaveBeenCalled();
    const third = leaseCallObject(() => {}, noWarn);
    expect(preempted).toHaveBeenCalledWith('second');
    await second.release();
    await third.release();
  });

  it('an abort while waiting rejects with its reason and creates nothing; the next lease is not held up', async () => {
    const factory = createFakeCallFactory();
    const holder = leaseCallObject(() => {}, noWarn);
    await holder.create(() => factory.createCallObject({}), new AbortController().signal);
    const waiting = leaseCallObject(() => {}, noWarn);
    const controller = new AbortController();
    const creating = waiting.create(() => factory.createCallObject({}), controller.signal);
    const reason = abortError('stopped');
    controller.abort(reason);
    await expect(creating).rejects.toBe(reason);
    // Its release also waits for the earlier lease, still held.
    const waitingReleased = vi.fn();
    const releasing = waiting.release().then(waitingReleased);
    await flush(1);
    expect(waitingReleased).not.toHaveBeenCalled();
    await holder.release();
    await releasing;
    const next = leaseCallObject(() => {}, noWarn);
    await next.create(() => factory.createCallObject({}), new AbortController().signal);
    expect(factory.instances).toHaveLength(2);
    await next.release();
    expect(factory.live()).toEqual([]);
  });

  it('a call object that lands after an abort is destroyed by release(), which waits for it', async () => {
    const factory = createFakeCallFactory();
    // The creation lands when the test says so, not after a delay a loaded machine may overrun.
    let land: () => void = () => {};
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    const lease = leaseCallObject(() => {}, noWarn);
    const controller = new AbortController();
    const creating = lease.create(async () => {
      await landed;
      return factory.createCallObject({});
    }, controller.signal);
    const refused = expect(creating).rejects.toThrow();
    await flush(1);
    controller.abort();
    const released = vi.fn();
    const releasing = lease.release().then(released);
    await flush(1);
    // Still being created: release() cannot end before it lands.
    expect(factory.instances).toHaveLength(0);
    expect(released).not.toHaveBeenCalled();
    land();
    await refused;
    await releasing;
    expect(factory.instances).toHaveLength(1);
    expect(factory.live()).toEqual([]);
  });

  it('a creation that fails leaves nothing to destroy; a destroy that fails is reported and still frees the page', async () => {
    const warn = vi.fn();
    const failing = leaseCallObject(() => {}, warn);
    await expect(
      failing.create(() => {
        throw new Error('no Daily');
      }, new AbortController().signal),
    ).rejects.toThrow('no Daily');
    await failing.release();
    expect(warn).not.toHaveBeenCalled();

    const factory = createFakeCallFactory({ failOn: { destroy: 'destroy failed' } });
    const broken = leaseCallObject(() => {}, warn);
    await broken.create(() => factory.createCallObject({}), new AbortController().signal);
    await broken.release();
    expect(warn).toHaveBeenCalledWith('Could not destroy the call object.', 'destroy failed');
    const next = leaseCallObject(() => {}, noWarn);
    await expect(next.create(() => 'created' as never, new AbortController().signal)).resolves.toBe(
      'created',
    );
    await next.release();
  });
});

describe('two copies of the package on one page', () => {
  it('share the page’s leases: a lease of the second copy preempts the first copy’s and waits for its release', async () => {
    const first = leaseCallObject;
    vi.resetModules();
    const { leaseCallObject: second } = await import('../src/lease-call-object');
    expect(second).not.toBe(first);
    const factory = createFakeCallFactory({ delays: { destroy: 20 } });
    const preempted = vi.fn();
    const older = first(preempted, noWarn);
    await older.create(() => factory.createCallObject({}), new AbortController().signal);
    const newer = second(() => {}, noWarn);
    expect(preempted).toHaveBeenCalledOnce();
    const creating = newer.create(() => factory.createCallObject({}), new AbortController().signal);
    await flush();
    expect(factory.live()).toHaveLength(1);
    await older.release();
    await creating;
    expect(factory.live()).toHaveLength(1);
    await newer.release();
  });
});

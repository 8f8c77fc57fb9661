import { beforeEach, describe, expect, it, vi } from 'vitest';

const createCallObject = vi.fn();
const getCallInstance = vi.fn();
vi.mock('@daily-co/daily-js', () => ({ default: { createCallObject, getCallInstance } }));

describe('loading daily-js', () => {
  beforeEach(() => {
    vi.resetModules();
    createCallObject.mockReset();
    getCallInstance.mockReset();
  });

  it('imports daily-js once, on first use', async () => {
    const { loadDaily } = await import('../../src/daily/load-daily');
    const [a, b] = await Promise.all([loadDaily(), loadDaily()]);
    expect(a).toBe(b);
    expect(a.createCallObject).toBe(createCallObject);
  });

  it('the default createCallObject passes the options to daily-js', async () => {
    const callObject = { isDestroyed: () => false };
    createCallObject.mockReturnValue(callObject);
    const { createDailyCallObject } = await import('../../src/daily/adapter');
    await expect(createDailyCallObject({ audioSource: true })).resolves.toBe(callObject);
    expect(createCallObject).toHaveBeenCalledWith({ audioSource: true });
  });
  // What a refused creation leaves behind: test/daily/refused-call-object.test.ts, on a registry like daily-js's.
});

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

  it('after a failed creation it destroys the instance Daily left registered, so the next one can be created', async () => {
    const destroy = vi.fn(async () => {});
    getCallInstance.mockReturnValue({ destroy });
    createCallObject.mockImplementation(() => {
      throw new Error("property 'token': token should be a string");
    });
    const { createDailyCallObject } = await import('../../src/daily/adapter');
    await expect(createDailyCallObject({})).rejects.toThrow('token should be a string');
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('leaves a live duplicate alone (it is not ours) and survives a destroy that throws', async () => {
    const destroy = vi.fn(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'removeListener')");
    });
    getCallInstance.mockReturnValue({ destroy });
    createCallObject.mockImplementationOnce(() => {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    });
    const { createDailyCallObject } = await import('../../src/daily/adapter');
    await expect(createDailyCallObject({})).rejects.toThrow('Duplicate');
    expect(destroy).not.toHaveBeenCalled();
    createCallObject.mockImplementationOnce(() => {
      throw new Error('invalid userData type provided');
    });
    await expect(createDailyCallObject({})).rejects.toThrow('invalid userData');
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});

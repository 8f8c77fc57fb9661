import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/i18n/cs');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loadDictionary when the Czech chunk cannot be fetched', () => {
  it('rejects every waiting caller, logs once, stays on English, and tries again on the next call', async () => {
    let offline = true;
    vi.doMock('../../src/i18n/cs', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadDictionary, loadedDictionary } = await import('../../src/i18n/dictionaries');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const results = await Promise.allSettled([loadDictionary('cs'), loadDictionary('cs')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Could not load the "cs" texts');
    expect(loadedDictionary('cs')).toBeUndefined();

    offline = false;
    const cs = await loadDictionary('cs');
    expect(cs['nav.pricing']).toBe('Ceník');
    expect(loadedDictionary('cs')).toBe(cs);
  });
});

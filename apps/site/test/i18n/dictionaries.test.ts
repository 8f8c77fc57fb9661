import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/i18n/cs.ts');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loadDictionary', () => {
  it('finds every declared language by its file name and loads it whole', async () => {
    const { loadAllDictionaries } = await import('../../src/i18n/dictionaries');
    const { LOCALES } = await import('../../src/i18n/locales');
    const { en } = await import('../../src/i18n/en');
    const dictionaries = await loadAllDictionaries();
    expect(dictionaries).toHaveLength(LOCALES.length);
    for (const dictionary of dictionaries)
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
  });

  it('when the Czech chunk cannot be fetched: rejects every waiting caller, logs once, tries again next call', async () => {
    let offline = true;
    vi.doMock('../../src/i18n/cs.ts', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadDictionary, loadedDictionary, subscribeToDictionaries } = await import(
      '../../src/i18n/dictionaries'
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notified = vi.fn();
    subscribeToDictionaries(notified);

    const results = await Promise.allSettled([loadDictionary('cs'), loadDictionary('cs')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Could not load the "cs" texts');
    expect(loadedDictionary('cs')).toBeUndefined();
    expect(notified).not.toHaveBeenCalled();

    offline = false;
    const [first, second] = await Promise.all([loadDictionary('cs'), loadDictionary('cs')]);
    expect(first['pricing.title']).toBeTruthy();
    expect(typeof first['faq.q13']).toBe(typeof (await import('../../src/i18n/cs')).cs['faq.q13']);
    expect(second).toBe(first);
    expect(loadedDictionary('cs')).toBe(first);
    expect(notified).toHaveBeenCalledTimes(1);
  });
});

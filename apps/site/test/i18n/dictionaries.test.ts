import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/i18n/cs.ts?texts=rest');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loadTexts when a Czech chunk cannot be fetched', () => {
  it('rejects every waiting caller, logs once, keeps what arrived, and tries again on the next call', async () => {
    let offline = true;
    vi.doMock('../../src/i18n/cs.ts?texts=rest', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadDictionary, loadTexts, loadedDictionary, loadedTexts } = await import(
      '../../src/i18n/dictionaries'
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await loadTexts('cs', 'first');
    const results = await Promise.allSettled([loadTexts('cs', 'rest'), loadTexts('cs', 'rest')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Could not load the "cs" texts (rest part)');
    expect(loadedDictionary('cs')).toBeUndefined();
    expect(loadedTexts('cs')?.['nav.pricing']).toBe('Ceník');

    offline = false;
    const cs = await loadDictionary('cs');
    expect(cs['pricing.title']).toBeTruthy();
    expect(loadedDictionary('cs')).toBe(cs);
  });
});

describe('provideTextPart (the first texts the HTML carries)', () => {
  it('puts a part in place and tells the subscribers, so loading that part fetches nothing', async () => {
    vi.doMock('../../src/i18n/cs.ts?texts=first', () => {
      throw new TypeError('the first part must not be fetched');
    });
    const { loadTexts, loadedDictionary, loadedTexts, provideTextPart, subscribeToDictionaries } =
      await import('../../src/i18n/dictionaries');
    const notified = vi.fn();
    subscribeToDictionaries(notified);

    provideTextPart('cs', 'first', { 'nav.pricing': 'Ceník' });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(loadedTexts('cs')).toEqual({ 'nav.pricing': 'Ceník' });
    expect(await loadTexts('cs', 'first')).toEqual({ 'nav.pricing': 'Ceník' });
    // The rest still comes as a chunk, merged with what is there.
    const texts = await loadTexts('cs', 'rest');
    expect(texts['nav.pricing']).toBe('Ceník');
    expect(texts['pricing.title']).toBeTruthy();
    expect(loadedDictionary('cs')).toBe(texts);
    vi.doUnmock('../../src/i18n/cs.ts?texts=first');
  });
});

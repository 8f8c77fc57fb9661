import { describe, expect, it } from 'vitest';
import { FACTS } from '../../src/data/facts';
import { cs } from '../../src/i18n/cs';
import { translate } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { czechPlural } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locales';

// Sample arguments for the text functions: every function is called with numbers, an ISO date or a line of text
// (which one, the English source of the same key says: Czech wraps its functions for typography).
const render = (value: unknown, key?: string): string => {
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') throw new Error('neither text nor function');
  const source = key ? (en as Record<string, unknown>)[key] : value;
  const takes = (parameter: string) =>
    typeof source === 'function' &&
    source.length === 1 &&
    new RegExp(`^\\(?${parameter}\\b`).test(source.toString());
  if (takes('isoDate')) return value('2025-10-30');
  return takes('text') ? value('Přijďte v úterý') : value(3, 5);
};
const renderAll = (dictionary: typeof en) =>
  Object.entries(dictionary).map(([key, value]) => render(value, key));

// Every language, named by its locale: adding a locale without its dictionary is a type error here.
const DICTIONARIES: Record<Locale, typeof en> = { en, cs };

describe('dictionaries', () => {
  it('have exactly the same keys in every language', () => {
    const keys = Object.keys(en).sort();
    for (const locale of Object.keys(DICTIONARIES) as Locale[])
      expect(Object.keys(DICTIONARIES[locale]).sort()).toEqual(keys);
  });

  it('have the same kind of value (text or function) for each key', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(typeof cs[key], key).toBe(typeof en[key]);
    }
  });

  it('contain no empty or blank texts, also from the text functions', () => {
    for (const locale of Object.keys(DICTIONARIES) as Locale[]) {
      for (const [key, value] of Object.entries(DICTIONARIES[locale])) {
        expect(render(value, key).trim(), `${locale} ${key}`).not.toBe('');
        expect(render(value, key), `${locale} ${key}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('translate() shows a missing key as the key itself', () => {
    expect(translate(en, 'faq.q99')).toBe('faq.q99');
    expect(translate(cs, 'hero.nope')).toBe('hero.nope');
    expect(translate(en, 'toString')).toBe('toString');
    expect(translate(en, 'hero.title')).toBe(en['hero.title']);
  });

  it('has 13 FAQ questions and answers in both languages', () => {
    for (const dictionary of [en, cs]) {
      for (let n = 1; n <= 13; n += 1) {
        expect(translate(dictionary, `faq.q${n}`)).not.toBe(`faq.q${n}`);
        expect(translate(dictionary, `faq.a${n}`)).not.toBe(`faq.a${n}`);
      }
    }
  });

  it('writes Czech with its diacritics', () => {
    expect(cs['nav.pricing']).toBe('Ceník');
    expect(
      Object.values(cs).filter((value) => typeof value === 'string' && /[áčďéěíňóřšťúůýž]/i.test(value))
        .length,
    ).toBeGreaterThan(150);
  });
});

describe('texts built from the facts', () => {
  it('promise a 30-day trial everywhere and never 14 days', () => {
    expect(en['header.trial']).toBe(`Start ${FACTS.trialDays}-Day Free Trial`);
    for (const dictionary of [en, cs]) {
      const all = renderAll(dictionary).join('\n');
      expect(all).not.toMatch(/\b14\b/);
      expect(all).toContain(String(FACTS.trialDays));
    }
  });

  it('say calls are unlimited with up to 10 at the same moment', () => {
    expect(en['faq.a4']).toMatch(/unlimited/i);
    expect(en['faq.a4']).toContain(`up to ${FACTS.simultaneousCalls}`);
    expect(cs['faq.a4']).toContain(`až ${FACTS.simultaneousCalls}`);
  });

  it('use Czech plural forms 1 / 2–4 / 5+', () => {
    expect(czechPlural(1, 'místo', 'místa', 'míst')).toBe('místo');
    expect(czechPlural(3, 'místo', 'místa', 'míst')).toBe('místa');
    expect(czechPlural(5, 'místo', 'místa', 'míst')).toBe('míst');
    expect(czechPlural(0, 'místo', 'místa', 'míst')).toBe('míst');
    expect(cs['founding.spots'](5, 3)).toBe('Zbývají 3\u00a0místa z\u00a05');
    expect(cs['founding.spots'](5, 1)).toBe('Zbývá 1\u00a0místo z\u00a05');
    expect(cs['founding.spots'](5, 5)).toBe('Zbývá 5\u00a0míst z\u00a05');
    expect(en['founding.spots'](5, 3)).toBe('3 of 5 spots left');
  });

  it('format prices and dates per language', () => {
    expect(en['pricing.price'](1200)).toBe('$1,200');
    expect(cs['pricing.price'](1200)).toBe('1\u00a0200\u00a0USD');
    expect(en['founding.deadline']('2025-10-30')).toBe('Applications close on October 30, 2025.');
    expect(cs['founding.deadline']('2025-10-30')).toBe('Přihlášky přijímáme do 30.\u00a010.\u00a02025.');
  });

  it('write Czech figures, ranges and currency the Czech way, facts as in English', () => {
    expect(cs['numbers.containment']).toMatch(/^95\u00a0% /);
    expect(cs['pricing.save'](20)).toBe('Ušetříte 20\u00a0%');
    // Word joiners (U+2060) hold a range's dash to both numbers: "5–7" never breaks at the dash.
    expect(cs['pricing.comparison']).toContain('399\u2060–\u2060499\u00a0USD');
    expect(cs['faq.a13']).toContain('399\u2060–\u2060499\u00a0USD');
    expect(cs['onboarding.subtitle']).toContain('5\u2060–\u20607\u00a0dní');
    // 29+ is "29 or more", never "more than 29".
    expect(cs['hero.trust3']).toBe('29\u00a0a\u00a0více jazyků');
    for (const value of renderAll(cs)) {
      expect(value).not.toMatch(/\d%/); // "40 %", not "40%"
      expect(value).not.toMatch(/tis\./); // "3 200", not "3,2 tis."
      expect(value).not.toMatch(/(^|\s)[kvszouaiKVSZOUAI] /); // one-letter words keep their next word
      expect(value).not.toMatch(/Více než \d+/);
      expect(value).not.toMatch(/\d–\d/); // a range's dash is held to its numbers
    }
  });

  it('keep the facts the English texts state', () => {
    const facts = [
      String(FACTS.trialDays),
      String(FACTS.goLiveHours),
      String(FACTS.emergencyTransferSeconds),
      String(FACTS.containmentPercent),
      String(FACTS.languagesCount),
      String(FACTS.simultaneousCalls),
    ];
    const czech = renderAll(cs).join('\n');
    const english = renderAll(en).join('\n');
    for (const fact of facts) expect(czech.includes(fact), fact).toBe(english.includes(fact));
  });

  it('carry the consent statement of the specification verbatim', () => {
    expect(en['contact.consent']).toBe(
      'I agree to the processing of personal data for the purpose of contacting and providing information about AI automation services.',
    );
  });
});

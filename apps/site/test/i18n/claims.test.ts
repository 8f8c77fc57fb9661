import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTS } from '../../src/data/facts';
import { cs } from '../../src/i18n/cs';
import { type Dictionary, en } from '../../src/i18n/en';
import { formatNumberCs, formatUsdEn } from '../../src/i18n/format';

// Every text of a dictionary as a visitor reads it (functions called with sample numbers or the founding deadline).
const DEADLINE = '2025-10-30';
function visibleTexts(dictionary: Dictionary): Array<[string, string]> {
  return Object.entries(dictionary).map(([key, value]) => {
    if (typeof value === 'string') return [key, value];
    const source = (en as Record<string, unknown>)[key];
    const takesDate = typeof source === 'function' && /isoDate/.test(source.toString());
    const takesText = typeof source === 'function' && /^\(?text\b/.test(source.toString());
    const call = value as (...args: unknown[]) => string;
    if (takesText) return [key, call('a line of a conversation')];
    return [key, takesDate ? call(DEADLINE) : call(3, 5)];
  });
}
/** The lines of a bundled sample call's captions. */
const sampleCues = (locale: string) =>
  readFileSync(join(process.cwd(), `src/assets/audio/sample-call-${locale}.vtt`), 'utf8').split('\n');
const allText = (dictionary: Dictionary) =>
  visibleTexts(dictionary)
    .map(([, text]) => text)
    .join('\n');

describe('claims a clinic can be held to', () => {
  it('say plainly that callers are told they are talking to an AI, with no condition', () => {
    expect(en['faq.a1']).toMatch(/^Yes\. /);
    expect(en['faq.a1']).toMatch(/every call/);
    expect(en['faq.a1']).toMatch(/talking to an AI/);
    expect(cs['faq.a1']).toMatch(/^Ano\. /);
    expect(cs['faq.a1']).toMatch(/každého hovoru/);
    expect(cs['faq.a1']).toMatch(/umělou inteligencí/);
    expect(allText(en)).not.toMatch(/if you want them to/i);
    expect(allText(cs)).not.toMatch(/pokud si to přejete/i);
  });

  it('the sample call does what the FAQ promises: its first sentence says the caller is speaking with an AI', () => {
    const firstSentence = (locale: string) =>
      sampleCues(locale)
        .find((line) => line.startsWith('<v Receptionist>'))
        ?.split(/[.?!]/)[0];
    expect(en['faq.a1']).toMatch(
      /introduces itself as your clinic’s AI assistant, so callers know from the first sentence/,
    );
    expect(firstSentence('en')).toMatch(/you’re speaking with the clinic’s AI assistant$/);
    expect(cs['faq.a1']).toMatch(
      /mluví s\s?umělou inteligencí vaší ordinace, takže to ví hned od první věty/,
    );
    expect(firstSentence('cs')).toMatch(/mluvíte s umělou inteligencí ordinace$/);
  });

  it('promise text messages and call summaries only with the plan that has them (Premium)', () => {
    const premiumOnly = [
      [en, 'en', /\btexts\b|\btext (?:message|you)|summar/i],
      [cs, 'cs', /SMS|esemes|shrnutí/],
    ] as const;
    for (const [dictionary, locale, feature] of premiumOnly) {
      const unqualified = visibleTexts(dictionary).filter(
        ([key, text]) => feature.test(text) && !key.startsWith('pricing.premium') && !/Premium/.test(text),
      );
      expect(unqualified).toEqual([]);
      // The sample call is what a visitor hears of the product: it promises what every plan does.
      expect(sampleCues(locale).filter((line) => feature.test(line))).toEqual([]);
    }
    expect(en['pricing.premiumF4']).toMatch(/Text messages/);
    expect(en['pricing.standardF4']).not.toMatch(/text/i);
  });

  it('state compliance as what the service is built for, never as a certificate', () => {
    expect(en['hero.compliance']).toMatch(/^Built for HIPAA and GDPR requirements/);
    expect(cs['hero.compliance']).toMatch(/^V\u00a0souladu s\u00a0požadavky GDPR/);
    expect(allText(en)).not.toMatch(/compliant|certified|certificate/i);
    expect(allText(cs)).not.toMatch(/splňuje|certifik/i);
  });

  it('never say the live demo is not recorded: the platform records and transcribes it', () => {
    expect(en['demo.microphoneNote']).toMatch(/records and transcribes/);
    expect(cs['demo.microphoneNote']).toMatch(/nahrává a\u00a0přepisuje/);
    expect(allText(en)).not.toMatch(/nothing is recorded|not recorded/i);
    expect(allText(cs)).not.toMatch(/nic nenahráváme|nenahráv/i);
  });

  it('say the founding programme closed at its deadline, never that every place is taken', () => {
    const closedEn = [
      en['founding.closedTitle'],
      en['founding.closedSubtitle'],
      en['founding.closed'](DEADLINE),
    ];
    const closedCs = [
      cs['founding.closedTitle'],
      cs['founding.closedSubtitle'],
      cs['founding.closed'](DEADLINE),
    ];
    expect(closedEn.join(' ')).toMatch(/closed on October 30, 2025, the deadline/);
    expect(closedCs.join(' ')).toMatch(/skončil 30\.\u00a010\.\u00a02025, v\u00a0předem ohlášeném termínu/);
    expect(closedEn.join(' ')).not.toMatch(/taken|full|our founding clinics/i);
    expect(closedCs.join(' ')).not.toMatch(/obsazen|naše zakládající/i);
  });

  it('give the US receptionist’s pay on the English page only, saying whose pay it is', () => {
    const { from, to } = FACTS.receptionistMonthlyCost;
    for (const key of ['pricing.comparison', 'faq.a13'] as const) {
      expect(en[key]).toContain(formatUsdEn(from));
      expect(en[key]).toContain(formatUsdEn(to));
      expect(en[key]).toMatch(/full-time receptionist in the US/);
    }
    const czech = allText(cs);
    for (const amount of [from, to]) expect(czech).not.toContain(formatNumberCs(amount));
    expect(czech).not.toMatch(/USA|americk\S* recepč/i);
  });

  it('keep the Czech page’s error view Czech; the specification’s heading is the English one', () => {
    expect(en['error.title']).toBe('Unexpected Application Error!');
    expect(cs['error.title']).toBe('Neočekávaná chyba aplikace');
  });
});

describe('words that mean one thing', () => {
  it('in English, a "demo call" is only ever the live demo in the browser; the booked meeting is a "demo"', () => {
    const demoCalls = visibleTexts(en).filter(([, text]) => /demo call/i.test(text));
    expect(demoCalls.map(([key]) => key).sort()).toEqual([
      'cta.try',
      'demo.callButton',
      'demo.eyebrow',
      'demo.needsScript',
      'demo.subtitleSimulated',
      'mobileBar.call',
    ]);
    expect(en['contact.notSentLink']).toBe('Book a demo');
  });

  it('the demo line is only ever the telephone number', () => {
    const keysSaying = (dictionary: Dictionary, words: RegExp) =>
      visibleTexts(dictionary)
        .filter(([, text]) => words.test(text))
        .map(([key]) => key);
    expect(keysSaying(en, /demo line/i)).toEqual(['hero.phoneLink']);
    expect(keysSaying(cs, /ukázkov\S* link/i)).toEqual(['hero.phoneLink']);
  });

  it('in Czech, the booked meeting is a „předvedení“, never an „ukázka“', () => {
    expect(cs['faq.a2']).toContain('Při předvedení');
    for (const [key, text] of visibleTexts(cs))
      if (/předveden/.test(text)) expect(text, key).not.toMatch(/ukázk/);
  });

  it('in Czech, the question about the front desk names the product, so „recepční“ is only the person', () => {
    expect(cs['faq.q12']).toBe('Nahradí ClinicVoice naši recepční?');
  });

  it('write American English on the English page', () => {
    const english = allText(en);
    for (const british of [
      /\bdiary\b/i,
      /check-up/i,
      /opening hours/i,
      /fill in\b/i,
      /shall I/i,
      /busy tone/i,
      /suits you/i,
      /\bqueue\b/i,
      /straight in\b/i,
      / – /,
    ])
      expect(english).not.toMatch(british);
  });
});

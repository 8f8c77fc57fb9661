import { describe, expect, it } from 'vitest';
import { czechTypography, formatNumberEn, formatUsdCs, formatUsdEn } from '../../src/i18n/format';

const NBSP = '\u00a0';

describe('czechTypography', () => {
  it('keeps one-letter words, numbers and dates with what follows them', () => {
    expect(czechTypography('Ve dne i v noci')).toBe(`Ve dne i${NBSP}v${NBSP}noci`);
    expect(czechTypography('do 24 hodin, 40 % hovorů')).toBe(`do 24${NBSP}hodin, 40${NBSP}% hovorů`);
    expect(czechTypography('přijímáme do 30. 10. 2025.')).toBe(`přijímáme do 30.${NBSP}10.${NBSP}2025.`);
    expect(czechTypography('1. krok')).toBe(`1.${NBSP}krok`);
  });

  it('leaves the sentence after a number that ends one free to start a line', () => {
    // The year ends the first sentence: binding it to "Děkujeme" would drag the next sentence onto its line.
    expect(czechTypography('Přihlášky se uzavřely 30. 10. 2025. Děkujeme všem.')).toBe(
      `Přihlášky se uzavřely 30.${NBSP}10.${NBSP}2025. Děkujeme všem.`,
    );
    expect(czechTypography('Stalo se to v roce 2026. Další věta.')).toBe(
      `Stalo se to v${NBSP}roce 2026. Další věta.`,
    );
  });

  it('never lets a dash used as punctuation start a line', () => {
    expect(czechTypography('Probíhá hovor – zobrazit')).toBe(`Probíhá hovor${NBSP}– zobrazit`);
    expect(czechTypography('spuštění – obvykle do 72 hodin')).toBe(
      `spuštění${NBSP}– obvykle do 72${NBSP}hodin`,
    );
  });

  it('holds a range’s dash to both numbers', () => {
    expect(czechTypography('5–7 dní')).toBe(`5\u2060–\u20607${NBSP}dní`);
  });

  it('changes nothing on a second pass', () => {
    const once = czechTypography('Probíhá hovor – zobrazit 30. 10. 2025. A v noci 5–7 dní.');
    expect(czechTypography(once)).toBe(once);
  });
});

describe('number formats', () => {
  it('group thousands the US way in English and with a no-break space in Czech', () => {
    expect(formatNumberEn(2000)).toBe('2,000');
    expect(formatNumberEn(999)).toBe('999');
    expect(formatUsdEn(3200)).toBe('$3,200');
    expect(formatUsdCs(3200)).toBe(`3${NBSP}200${NBSP}USD`);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';
import { textPartOf } from '../../src/i18n/text-parts';
import { keepTextPart } from '../../vite-plugins/text-parts-plugin';

// Vitest runs in apps/site.
const source = (locale: string) => readFileSync(join(process.cwd(), 'src', 'i18n', `${locale}.ts`), 'utf8');
const keysIn = (code: string) =>
  [...code.matchAll(/^\s*'([a-zA-Z0-9]+\.[a-zA-Z0-9.-]+)':/gm)].map((m) => m[1] ?? '');

describe('text parts', () => {
  it('puts the first screen’s texts in the first part and the sections after the hero in the rest', () => {
    expect(textPartOf('hero.title')).toBe('first');
    expect(textPartOf('book.title')).toBe('first');
    expect(textPartOf('meta.description')).toBe('first');
    expect(textPartOf('pricing.title')).toBe('rest');
    expect(textPartOf('demo.callButton')).toBe('rest');
  });

  it.each([
    ['en', en],
    ['cs', cs],
  ])('splits %s.ts into two parts that together hold every key once', (locale, dictionary) => {
    const first = keysIn(keepTextPart(source(locale), 'first'));
    const rest = keysIn(keepTextPart(source(locale), 'rest'));
    expect(first.length).toBeGreaterThan(30);
    expect(rest.length).toBeGreaterThan(100);
    expect([...first, ...rest].sort()).toEqual(Object.keys(dictionary).sort());
    for (const key of first) expect(textPartOf(key)).toBe('first');
    for (const key of rest) expect(textPartOf(key)).toBe('rest');
  });

  it('refuses a module without a dictionary object', () => {
    expect(() => keepTextPart('export const x = 1;', 'first')).toThrow(/no exported dictionary object/);
  });
});

import { describe, expect, it } from 'vitest';
import { cs } from '../../src/i18n/cs';
import { embeddedTextsElement, firstTextsOf, readEmbeddedTexts } from '../../src/i18n/embedded-texts';
import { en } from '../../src/i18n/en';
import { textPartOf } from '../../src/i18n/text-parts';

/** A document holding `markup` in its body. */
function documentWith(markup: string): Document {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${markup}</body></html>`,
    'text/html',
  );
  return document;
}

describe('the first texts the prerendered HTML carries', () => {
  it.each([
    ['en', en],
    ['cs', cs],
  ] as const)('are every first-part text of %s, all plain strings', (_, dictionary) => {
    const first = firstTextsOf(dictionary);
    const expectedKeys = Object.keys(dictionary).filter((key) => textPartOf(key) === 'first');
    expect(Object.keys(first)).toEqual(expectedKeys);
    expect(expectedKeys.length).toBeGreaterThan(20);
    for (const key of expectedKeys) expect(first[key]).toBe(dictionary[key as keyof typeof dictionary]);
  });

  it('refuse a first-part text that is a function, naming it', () => {
    const broken = { ...en, 'hero.title': () => 'made at run time' } as unknown as typeof en;
    expect(() => firstTextsOf(broken)).toThrow(/"hero\.title"/);
  });

  it('read back exactly as written, for the same language only', () => {
    const document = documentWith(embeddedTextsElement('cs', cs));
    expect(readEmbeddedTexts(document, 'cs')).toEqual(firstTextsOf(cs));
    expect(readEmbeddedTexts(document, 'en')).toBeUndefined();
  });

  it('cannot be closed or commented out by a text', () => {
    const hostile = { ...en, 'hero.title': '</script><script>alert(1)</script><!-- x' } as typeof en;
    const markup = embeddedTextsElement('en', hostile);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain('<!--');
    const document = documentWith(markup);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedTexts(document, 'en')?.['hero.title']).toBe(hostile['hero.title']);
  });

  it.each([
    ['no element', ''],
    ['broken JSON', '<script type="application/json" id="first-texts" data-locale="en">{"a":</script>'],
    ['a list', '<script type="application/json" id="first-texts" data-locale="en">["a"]</script>'],
    [
      'a number for a text',
      '<script type="application/json" id="first-texts" data-locale="en">{"a":1}</script>',
    ],
  ])('are absent when the document has %s (the page then loads them)', (_, markup) => {
    expect(readEmbeddedTexts(documentWith(markup), 'en')).toBeUndefined();
  });
});

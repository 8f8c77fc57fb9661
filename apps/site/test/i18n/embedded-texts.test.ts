import { describe, expect, it } from 'vitest';
import { HOME_FIRST_TEXTS } from '../../src/app/first-texts';
import { cs } from '../../src/i18n/cs';
import { embeddableTexts, embeddedTextsElement, readEmbeddedTexts } from '../../src/i18n/embedded-texts';
import { en } from '../../src/i18n/en';

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
  ] as const)('are the texts a page declares, in %s', (_, dictionary) => {
    const { texts, complete } = embeddableTexts(dictionary, HOME_FIRST_TEXTS);
    expect(Object.keys(texts)).toEqual([...HOME_FIRST_TEXTS]);
    expect(complete).toBe(true);
    for (const key of HOME_FIRST_TEXTS) expect(texts[key]).toBe(dictionary[key]);
  });

  it('leave out a listed text that is a function (a plural), and say so: the page then loads its part', () => {
    const plural = { ...en, 'hero.title': (count: number) => `${count} calls` } as unknown as typeof en;
    const document = documentWith(embeddedTextsElement('en', plural, HOME_FIRST_TEXTS));
    const read = readEmbeddedTexts(document, 'en');
    expect(read?.complete).toBe(false);
    expect(read?.texts['hero.title']).toBeUndefined();
    expect(read?.texts['hero.badge']).toBe(en['hero.badge']);
  });

  it('read back exactly as written, for the same language only', () => {
    const document = documentWith(embeddedTextsElement('cs', cs, HOME_FIRST_TEXTS));
    expect(readEmbeddedTexts(document, 'cs')).toEqual(embeddableTexts(cs, HOME_FIRST_TEXTS));
    expect(readEmbeddedTexts(document, 'en')).toBeUndefined();
  });

  it('cannot be closed or commented out by a text', () => {
    const hostile = { ...en, 'hero.title': '</script><script>alert(1)</script><!-- x' } as typeof en;
    const markup = embeddedTextsElement('en', hostile, HOME_FIRST_TEXTS);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain('<!--');
    const document = documentWith(markup);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedTexts(document, 'en')?.texts['hero.title']).toBe(hostile['hero.title']);
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

import { describe, expect, it } from 'vitest';
import { pageDocument, type RenderedPage, splitHead } from '../../src/app/page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>English title</title>
    <meta
      name="description"
      content="English description"
    />
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const PAGE: RenderedPage = {
  html: '<main><h1>Každý pacient se dovolá.</h1></main>',
  lang: 'cs',
  locale: 'cs',
  head: '<title>Titulek – ClinicVoice</title><meta name="description" content="Popis"/><link rel="canonical" href="https://example.test/cs/"/>',
};

describe('pageDocument', () => {
  it("fills index.html with the page's language, head in place of the template's and markup", () => {
    const html = pageDocument(TEMPLATE, '/cs/', PAGE);
    expect(html).toContain('<html lang="cs">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`${PAGE.head}\n  </head>`);
    expect(html).toContain(
      '<div id="root" data-prerendered="/cs/"><main><h1>Každý pacient se dovolá.</h1></main></div>',
    );
    expect(html).not.toContain('English');
  });

  it('lists on the root element the modules the entry preloads, escaped', () => {
    const html = pageDocument(TEMPLATE, '/cs/', PAGE, ['/assets/cs-1.js', '/assets/format-"2".js']);
    expect(html).toContain(
      '<div id="root" data-prerendered="/cs/" data-preload="/assets/cs-1.js /assets/format-&quot;2&quot;.js">',
    );
  });

  it('reads no replacement pattern in any text', () => {
    const html = pageDocument(TEMPLATE, '/', {
      ...PAGE,
      head: "<title>$& $'</title>",
      html: "<p>$& and $' stay</p>",
    });
    expect(html).toContain("<title>$& $'</title>");
    expect(html).toContain("<p>$& and $' stay</p>");
  });

  it('cuts the tags React hoists (written first) from the rendered markup', () => {
    expect(
      splitHead(
        '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/"/><main><title>x</title></main>',
      ),
    ).toEqual({
      head: '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="/"/>',
      body: '<main><title>x</title></main>',
    });
    expect(splitHead('<main></main>')).toEqual({ head: '', body: '<main></main>' });
  });

  it('refuses a template that lacks a part it fills, rather than serve a page half in another language', () => {
    expect(() => pageDocument(TEMPLATE.replace('<!--app-html-->', ''), '/', PAGE)).toThrow(/root/);
    expect(() => pageDocument(TEMPLATE.replace(/<title>.*<\/title>/, ''), '/', PAGE)).toThrow(/<title>/);
    expect(() => pageDocument(TEMPLATE.replace('name="description"', 'name="x"'), '/', PAGE)).toThrow(
      /description/,
    );
  });
});

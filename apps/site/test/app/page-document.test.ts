import { describe, expect, it } from 'vitest';
import { pageDocument, type RenderedPage } from '../../src/app/page-document';

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
  title: 'Titulek – ClinicVoice',
  description: 'Popis',
  headLinks: '<link rel="canonical" href="https://example.test/cs/" />',
  texts: '<script type="application/json" id="first-texts" data-locale="cs">{}</script>',
};

describe('pageDocument', () => {
  it("fills index.html with the page's language, title, description, links, markup and first texts", () => {
    const html = pageDocument(TEMPLATE, '/cs/', PAGE);
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('<title>Titulek – ClinicVoice</title>');
    expect(html).toMatch(/name="description"\s+content="Popis"/);
    expect(html).toContain('<link rel="canonical" href="https://example.test/cs/" />\n  </head>');
    expect(html).toContain(
      '<div id="root" data-prerendered="/cs/"><main><h1>Každý pacient se dovolá.</h1></main></div>',
    );
    expect(html).toMatch(/data-locale="cs">\{\}<\/script>\n {2}<\/body>/);
    expect(html).not.toContain('English');
  });

  it('escapes the title and description, and reads no replacement pattern in any text', () => {
    const html = pageDocument(TEMPLATE, '/', {
      ...PAGE,
      title: `"Quotes" & <tags> $& $'`,
      description: `$1 costs "less"`,
      html: "<p>$& and $' stay</p>",
    });
    expect(html).toContain(`<title>&quot;Quotes&quot; &amp; &lt;tags&gt; $&amp; $'</title>`);
    expect(html).toContain('content="$1 costs &quot;less&quot;"');
    expect(html).toContain("<p>$& and $' stay</p>");
  });

  it('adds no head links for a page without any (the error page)', () => {
    const html = pageDocument(TEMPLATE, '/404', { ...PAGE, headLinks: '' });
    expect(html).not.toContain('<link');
    expect(html).toContain('data-prerendered="/404"');
  });

  it('refuses a template that lacks a part it fills, rather than serve a page half in another language', () => {
    expect(() => pageDocument(TEMPLATE.replace('<!--app-html-->', ''), '/', PAGE)).toThrow(/root/);
    expect(() => pageDocument(TEMPLATE.replace(/<title>.*<\/title>/, ''), '/', PAGE)).toThrow(/<title>/);
    expect(() => pageDocument(TEMPLATE.replace('name="description"', 'name="x"'), '/', PAGE)).toThrow(
      /description/,
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/app/site-declaration';
import { SECTION_IDS } from '../../src/data/sections';
import { PRERENDERED_PAGES, render } from '../../src/entry-server';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';

describe('prerendering', () => {
  it('renders the full home page, every section, with no inline script', async () => {
    const { html, head } = await render('/');
    for (const id of SECTION_IDS) expect(html).toContain(`id="${id}"`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(en['faq.q13'].replaceAll("'", '&#x27;'));
    expect(html).toContain('data-state="idle"');
    expect(html).not.toMatch(/<script/i);
    // The home pages' CSP allows no style attribute: the demo's bars rest through classes.
    expect(html).not.toMatch(/\sstyle="/);
    expect(html.match(/data-bar=""/g)).toHaveLength(40);
    // The head is React's (src/app/page-head.tsx), cut from the markup for the document's head.
    expect(head).toContain(`<title>${en['meta.title']}</title>`);
    expect(head).toContain(`<meta name="description" content="${en['meta.description']}"/>`);
    expect(html).not.toMatch(/<title|<meta|<link/);
  });

  it('renders /book-demo with the widget element and its skeleton, but not the external script', async () => {
    const { html } = await render('/book-demo');
    expect(html).toContain('class="calendly-inline-widget"');
    expect(html).toContain(
      'data-url="https://calendly.com/clinic-receptionist/60min?hide_event_type_details=1&amp;hide_gdpr_banner=1"',
    );
    expect(html).toContain('data-widget-skeleton');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders /cs/ and /cs/book-demo in Czech, with their head links', async () => {
    const home = await render('/cs/');
    expect(home.lang).toBe('cs');
    expect(home.head).toContain(`<title>${cs['meta.title']}</title>`);
    expect(home.html).toContain(cs['hero.title']);
    expect(home.html).toContain(cs['pricing.title']);
    expect(home.html).not.toContain(en['hero.title']);
    expect(home.html).toContain('href="/cs/book-demo"');
    expect(home.head).toContain('<link rel="canonical" href="https://clinicvoice.example/cs/"/>');
    expect(home.head).toContain('hrefLang="x-default" href="https://clinicvoice.example/"');
    expect(home.head).toContain(`<meta property="og:title" content="${cs['meta.title']}"/>`);
    expect(home.head).toContain('<meta property="og:locale" content="cs_CZ"/>');
    // Czech figures as Czech writes them, in the components' markup too (the count-ups), not only in the texts.
    const visible = home.html.replace(/<[^>]+>/g, '');
    expect(visible).toContain('40\u00a0%');
    expect(visible).not.toMatch(/\d%/);
    expect(visible).not.toMatch(/tis\./);
    const book = await render('/cs/book-demo');
    expect(book.html).toContain(cs['book.title']);
    expect(book.head).toContain('hrefLang="en" href="https://clinicvoice.example/book-demo"');
  });

  it('renders the error page for the 404 file', async () => {
    const { html, head } = await render('/404');
    expect(html).toContain('Unexpected Application Error!');
    expect(head).toContain('<title>Unexpected Application Error!</title>');
    expect(head).not.toContain('canonical');
  });

  it('writes each declared page in each declared language, then the 404 file, and nothing else', () => {
    // Worked out here from the declaration itself, so a page or language added there needs no change here.
    const expected = Object.values(SITE.languages).flatMap(({ root }) =>
      Object.values(SITE.pages).map(({ slug }) => [
        slug ? `${root}${slug}` : root,
        `${root.slice(1)}${slug ? `${slug}/` : ''}index.html`,
      ]),
    );
    expect(PRERENDERED_PAGES.map((page) => [page.path, page.file])).toEqual([
      ...expected,
      ['/404', '404.html'],
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  errorPageLocale,
  headLinks,
  localeOfPath,
  openGraphTags,
  pageAt,
  pagePath,
  robotsTxt,
  SITE_PAGES,
  sitemapXml,
  storedLanguageRedirect,
  switchLanguagePath,
} from '../../src/app/site-pages';

describe('site pages', () => {
  it('has each page in each language at its own path', () => {
    expect(SITE_PAGES.map((page) => [page.id, page.locale, page.path, page.file])).toEqual([
      ['home', 'en', '/', 'index.html'],
      ['book-demo', 'en', '/book-demo', 'book-demo/index.html'],
      ['home', 'cs', '/cs/', 'cs/index.html'],
      ['book-demo', 'cs', '/cs/book-demo', 'cs/book-demo/index.html'],
    ]);
  });

  it('matches paths the way a static host serves them', () => {
    expect(pageAt('/')?.locale).toBe('en');
    expect(pageAt('/book-demo/')?.id).toBe('book-demo');
    expect(pageAt('/cs')?.path).toBe('/cs/');
    expect(pageAt('/cs/book-demo/')?.locale).toBe('cs');
    // The file a static host serves for a folder is that folder's page.
    expect(pageAt('/index.html')?.path).toBe('/');
    expect(pageAt('/cs/index.html')?.path).toBe('/cs/');
    expect(pageAt('/book-demo/index.html')?.path).toBe('/book-demo');
    expect(pageAt('/cs/book-demo/index.html')?.path).toBe('/cs/book-demo');
    for (const path of ['/en/', '/cs/pricing', '/book-demo/x', '/404', '/CS/', '/index.htm', '/xindex.html'])
      expect(pageAt(path)).toBeUndefined();
  });

  it('takes the language from the URL, and only from it, where the URL has one', () => {
    expect(localeOfPath('/cs/whatever')).toBe('cs');
    expect(localeOfPath('/book-demo')).toBe('en');
    expect(localeOfPath('/whatever')).toBeUndefined();
    expect(errorPageLocale('/cs/whatever', 'en')).toBe('cs');
    expect(errorPageLocale('/whatever', 'cs')).toBe('cs');
    expect(errorPageLocale('/whatever', 'de')).toBe('en');
  });

  it('sends a stored "cs" from the English pages to the Czech ones, query and anchor kept, and nothing else', () => {
    expect(storedLanguageRedirect({ pathname: '/', hash: '#pricing' }, 'cs')).toBe('/cs/#pricing');
    expect(storedLanguageRedirect({ pathname: '/book-demo/', search: '?a=1' }, 'cs')).toBe(
      '/cs/book-demo?a=1',
    );
    expect(storedLanguageRedirect({ pathname: '/' }, 'en')).toBeUndefined();
    expect(storedLanguageRedirect({ pathname: '/' }, null)).toBeUndefined();
    expect(storedLanguageRedirect({ pathname: '/' }, 'CS')).toBeUndefined();
    // A Czech URL stays Czech whatever is stored; an unknown path is the error view's.
    expect(storedLanguageRedirect({ pathname: '/cs/' }, 'en')).toBeUndefined();
    expect(storedLanguageRedirect({ pathname: '/nowhere' }, 'cs')).toBeUndefined();
  });

  it('switches to the same page in the other language, keeping the anchor', () => {
    expect(switchLanguagePath('/', 'cs', '#pricing')).toBe('/cs/#pricing');
    expect(switchLanguagePath('/cs/book-demo', 'en')).toBe('/book-demo');
    expect(switchLanguagePath('/nowhere', 'cs')).toBeUndefined();
    expect(pagePath('home', 'cs')).toBe('/cs/');
  });

  it("writes Open Graph tags in the page's language, escaped, with the other language as an alternate", () => {
    const page = pageAt('/cs/');
    if (!page) throw new Error('no page');
    expect(
      openGraphTags(
        page,
        { siteName: 'ClinicVoice', title: 'A & "B"', description: 'Popis <1>' },
        'https://example.org',
      )
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="ClinicVoice" />',
      '<meta property="og:title" content="A &amp; &quot;B&quot;" />',
      '<meta property="og:description" content="Popis &lt;1&gt;" />',
      '<meta property="og:url" content="https://example.org/cs/" />',
      '<meta property="og:locale" content="cs_CZ" />',
      '<meta property="og:locale:alternate" content="en_US" />',
    ]);
  });

  it('writes canonical and hreflang links with absolute URLs', () => {
    const page = pageAt('/cs/book-demo');
    if (!page) throw new Error('no page');
    expect(
      headLinks(page, 'https://example.org/')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="canonical" href="https://example.org/cs/book-demo" />',
      '<link rel="alternate" hreflang="en" href="https://example.org/book-demo" />',
      '<link rel="alternate" hreflang="cs" href="https://example.org/cs/book-demo" />',
      '<link rel="alternate" hreflang="x-default" href="https://example.org/book-demo" />',
    ]);
  });

  it('lists the four pages in the sitemap, which robots.txt names', () => {
    const sitemap = sitemapXml('https://example.org');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.org/',
      'https://example.org/book-demo',
      'https://example.org/cs/',
      'https://example.org/cs/book-demo',
    ]);
    expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml');
  });
});

describe("index.html's inline script", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = /<script data-theme-script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  /** Runs the script against a fake document and location; returns where it went and what it hid. */
  const run = (href: string, stored: Record<string, string>) => {
    const url = new URL(href, 'https://site.test');
    let replacedWith: string | undefined;
    const style: Record<string, string> = {};
    const classes = new Set<string>();
    runInNewContext(script, {
      document: { documentElement: { classList: { add: (name: string) => classes.add(name) }, style } },
      window: {
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        location: {
          pathname: url.pathname,
          search: url.search,
          hash: url.hash,
          replace: (to: string) => {
            replacedWith = to;
          },
        },
      },
    });
    return { replacedWith, hidden: style.visibility === 'hidden', dark: classes.has('dark') };
  };

  it.each([
    ['/', { language: 'cs' }],
    ['/#pricing', { language: 'cs' }],
    ['/book-demo?x=1#top', { language: 'cs' }],
    ['/book-demo/', { language: 'cs' }],
    ['/index.html', { language: 'cs' }],
    ['/book-demo/index.html#top', { language: 'cs' }],
    ['/cs/index.html', { language: 'en' }],
    ['/', { language: 'en' }],
    ['/cs/', { language: 'en' }],
    ['/cs/book-demo', { language: 'cs' }],
    ['/nowhere', { language: 'cs' }],
    ['/', { language: 'de' }],
    ['/', {}],
  ])('agrees with storedLanguageRedirect on %s with %j, and hides a page it leaves', (href, stored) => {
    const url = new URL(href, 'https://site.test');
    const expected = storedLanguageRedirect(url, (stored as Record<string, string>).language ?? null);
    const { replacedWith, hidden } = run(href, stored);
    expect(replacedWith).toBe(expected);
    expect(hidden).toBe(expected !== undefined);
  });

  it('still sets the dark theme', () => {
    expect(run('/', { theme: 'dark' }).dark).toBe(true);
  });
});

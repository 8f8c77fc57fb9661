import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  errorPageLocale,
  fileOfPath,
  hostPaths,
  localeOfPath,
  pageAt,
  SITE_MAP,
  SITE_PAGES,
  storedLanguageRedirect,
} from '../../src/app/site-pages';
import { headScript } from '../../vite-plugins/head-script-plugin';

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

  it('derives every URL from one path rule: each host path of a page is that page', () => {
    for (const page of SITE_PAGES) {
      for (const path of hostPaths(page.path)) expect(pageAt(path)).toBe(page);
      expect(fileOfPath(page.path)).toBe(page.file);
    }
    expect(hostPaths('/cs/')).toEqual(['/cs', '/cs/', '/cs/index.html']);
  });
});

describe("index.html's inline script", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = headScript(SITE_MAP);

  it('has its place in index.html', () => {
    expect(html).toMatch(/<script data-head-script>\/\* %HEAD_SCRIPT% [^<]*<\/script>/);
  });

  /** Runs the script against a fake document and location; returns where it went and what it hid. */
  const run = (href: string, stored: Record<string, string>, lang = 'en') => {
    const url = new URL(href, 'https://site.test');
    let replacedWith: string | undefined;
    const style: Record<string, string> = {};
    const classes = new Set<string>();
    runInNewContext(script, {
      document: { documentElement: { lang, classList: { add: (name: string) => classes.add(name) }, style } },
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
    ['/', { language: 'de' }],
    ['/', {}],
  ])('agrees with storedLanguageRedirect on %s with %j, and hides a page it leaves', (href, stored) => {
    const url = new URL(href, 'https://site.test');
    const expected = storedLanguageRedirect(url, (stored as Record<string, string>).language ?? null);
    const { replacedWith, hidden } = run(href, stored, pageAt(url.pathname)?.locale ?? 'en');
    expect(replacedWith).toBe(expected);
    expect(hidden).toBe(expected !== undefined);
  });

  it.each([
    ['/cs/nowhere', {}, 'en', true],
    ['/cs/nowhere', { language: 'en' }, 'en', true],
    ['/nowhere', { language: 'cs' }, 'en', true],
    ['/nowhere', {}, 'en', false],
    ['/nowhere', { language: 'de' }, 'en', false],
    ['/cs/nowhere', {}, 'cs', false],
  ])(
    'hides the error view of %s with %j in a %s document until the app shows it in errorPageLocale',
    (href, stored, lang, hide) => {
      const { replacedWith, hidden } = run(href, stored, lang);
      expect(replacedWith).toBeUndefined();
      expect(hidden).toBe(hide);
      expect(errorPageLocale(href, (stored as Record<string, string>).language ?? null) !== lang).toBe(hide);
    },
  );

  it('still sets the dark theme', () => {
    expect(run('/', { theme: 'dark' }).dark).toBe(true);
  });
});

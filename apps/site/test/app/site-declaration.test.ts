// @vitest-environment node
import { runInNewContext } from 'node:vm';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createSiteRoutes } from '../../src/app/routes';
import { SITE, type SiteDeclaration } from '../../src/app/site-declaration';
import { siteDocuments, sitemapXml } from '../../src/app/site-files';
import { createSiteMap, hostPaths, measuredPages } from '../../src/app/site-pages';
import { headersFile, sitePolicies } from '../../vite-plugins/csp-plugin';
import { headScript } from '../../vite-plugins/head-script-plugin';

// A site with a made-up third language and a third page: every artefact derived from the declaration must cover
// them, with no other file touched.
const EXTENDED = {
  ...SITE,
  languages: { ...SITE.languages, de: { root: '/de/', htmlLang: 'de', ogLocale: 'de_DE' } },
  pages: {
    ...SITE.pages,
    'price-list': {
      slug: 'price-list',
      title: 'meta.title',
      description: 'meta.description',
      scheduling: false,
    },
  },
} satisfies SiteDeclaration<'en' | 'cs' | 'de', 'home' | 'book-demo' | 'price-list'>;

const siteMap = createSiteMap(EXTENDED);
const NEW_PATHS = ['/de/', '/de/book-demo', '/price-list', '/cs/price-list', '/de/price-list'];

const routePaths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);

describe('a declaration with a third language and a third page', () => {
  it('has every page in every language at its own path', () => {
    expect(siteMap.pages.map((page) => page.path)).toEqual([
      '/',
      '/book-demo',
      '/price-list',
      '/cs/',
      '/cs/book-demo',
      '/cs/price-list',
      '/de/',
      '/de/book-demo',
      '/de/price-list',
    ]);
    expect(siteMap.pageAt('/de/price-list/')?.locale).toBe('de');
    expect(siteMap.localeOfPath('/de/nowhere')).toBe('de');
    expect(siteMap.storedLanguageRedirect({ pathname: '/price-list' }, 'de')).toBe('/de/price-list');
  });

  it('routes each of them, at each path a static host serves it under', () => {
    const view = { Component: () => null };
    const routes = createSiteRoutes(siteMap, { home: view, 'book-demo': view, 'price-list': view });
    const paths = routePaths(routes);
    for (const path of ['/de', '/de/index.html', '/de/book-demo', '/price-list', '/de/price-list/index.html'])
      expect(paths).toContain(path);
    expect(paths).toContain('*');
  });

  it('prerenders each of them, and the error view', () => {
    const files = siteDocuments(siteMap).map((document) => document.file);
    for (const file of ['de/index.html', 'price-list/index.html', 'de/price-list/index.html', '404.html'])
      expect(files).toContain(file);
  });

  it('lists each of them in the sitemap with every language as an alternate', () => {
    const sitemap = sitemapXml(siteMap, 'https://example.org');
    for (const path of NEW_PATHS) expect(sitemap).toContain(`<loc>https://example.org${path}</loc>`);
    expect(sitemap).toContain('hreflang="de" href="https://example.org/de/book-demo"');
    expect(siteMap.alternates('price-list', 'https://example.org').map((link) => link.hreflang)).toEqual([
      'en',
      'cs',
      'de',
      'x-default',
    ]);
  });

  it('gives each of them its Content-Security-Policy, under every path a host serves it at', () => {
    const policies = sitePolicies(siteMap, {
      inlineScripts: ['x'],
      platformBaseUrl: 'https://api.example',
      liveCalls: false,
      schedulingUrl: 'https://calendly.com/clinic/60min',
    });
    const headers = headersFile(siteMap, policies);
    for (const path of NEW_PATHS) {
      expect(policies.byPath[path]).toBeDefined();
      for (const hostPath of hostPaths(path)) expect(headers.split('\n')).toContain(hostPath);
    }
    // Only the pages showing the widget allow style attributes.
    expect(policies.byPath['/de/book-demo']).toContain("'unsafe-inline'");
    expect(policies.byPath['/de/price-list']).not.toContain("'unsafe-inline'");
  });

  it("writes index.html's inline script for them", () => {
    const script = headScript(siteMap);
    const run = (pathname: string, language: string | null) => {
      let replaced: string | undefined;
      const style: Record<string, string> = {};
      runInNewContext(script, {
        document: { documentElement: { lang: 'en', classList: { add: () => {} }, style } },
        window: {
          localStorage: { getItem: (key: string) => (key === 'language' ? language : null) },
          location: { pathname, search: '', hash: '', replace: (to: string) => (replaced = to) },
        },
      });
      return { replaced, hidden: style.visibility === 'hidden' };
    };
    expect(run('/price-list', 'de')).toEqual({ replaced: '/de/price-list', hidden: true });
    expect(run('/', 'de')).toEqual({ replaced: '/de/', hidden: true });
    expect(run('/de/price-list', 'en')).toEqual({ replaced: undefined, hidden: false });
    expect(run('/de/nowhere', null)).toEqual({ replaced: undefined, hidden: true });
  });

  it('gives the size and Lighthouse scripts each of them to measure', () => {
    const pages = measuredPages(siteMap);
    expect(pages).toHaveLength(9);
    expect(pages).toContainEqual({
      name: 'de-price-list',
      path: '/de/price-list',
      file: 'de/price-list/index.html',
    });
    expect(pages).toContainEqual({ name: 'price-list', path: '/price-list', file: 'price-list/index.html' });
  });
});

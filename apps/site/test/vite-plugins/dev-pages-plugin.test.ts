// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cs } from '../../src/i18n/cs';
import { en } from '../../src/i18n/en';

// The README's run command is `pnpm dev`: the real dev server, with the site's own configuration, must answer each
// URL as the built site does, in the URL's language, from the first byte.
let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    root: process.cwd(),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) throw new Error('the dev server is not listening');
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(() => server?.close());

const page = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

describe('the dev server', () => {
  it('serves /cs/ and /cs/book-demo in Czech, rendered on the server with their head', async () => {
    const home = await page('/cs/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="cs">');
    expect(home.html).toContain(`<title>${cs['meta.title']}</title>`);
    expect(home.html).toContain('<div id="root" data-prerendered="/cs/">');
    expect(home.html).toContain(cs['hero.title']);
    expect(home.html).not.toContain(en['hero.title']);
    expect(home.html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://clinicvoice.example/"',
    );
    // Vite's own client still comes along: the page is the dev server's, not a static copy.
    expect(home.html).toContain('/@vite/client');

    const booking = await page('/cs/book-demo/');
    expect(booking.html).toContain('<html lang="cs">');
    expect(booking.html).toContain(`<title>${cs['meta.bookTitle']}</title>`);
    expect(booking.html).toContain('data-prerendered="/cs/book-demo"');
  }, 60_000);

  it('serves the English pages in English', async () => {
    const home = await page('/');
    expect(home.html).toContain('<html lang="en">');
    expect(home.html).toContain(en['hero.title']);
    const booking = await page('/book-demo');
    expect(booking.html).toContain(`<title>${en['meta.bookTitle']}</title>`);
  }, 60_000);

  it('answers a path that is no page with the error page and 404', async () => {
    const missing = await page('/cs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Unexpected Application Error!');
    expect(missing.html).toContain('data-prerendered="/404"');
  }, 60_000);

  it('serves sitemap.xml and robots.txt, and leaves modules and files to Vite', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(await robots.text()).toContain('Sitemap: https://clinicvoice.example/sitemap.xml');
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://clinicvoice.example/cs/book-demo</loc>');
    const module = await fetch(`${base}/src/app/site-pages.ts`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toContain('javascript');
    const favicon = await fetch(`${base}/favicon.svg`, { headers: { accept: 'text/html' } });
    expect(favicon.headers.get('content-type')).toContain('svg');
  }, 60_000);
});

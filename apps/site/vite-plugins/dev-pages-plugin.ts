import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';

/** The server entry, as the dev server loads it (the build bundles it into dist-ssr/ instead). */
const SERVER_ENTRY = '/src/entry-server.tsx';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** The answer the dev server gives a URL path that is no file: a page's document, a crawler file, or nothing. */
async function answer(server: ViteDevServer, url: string, pathname: string, wantsHtml: boolean) {
  const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    const { sitemap, robots } = entry.crawlerFiles();
    return pathname === '/robots.txt'
      ? { status: 200, type: 'text/plain; charset=utf-8', body: robots }
      : { status: 200, type: 'application/xml; charset=utf-8', body: sitemap };
  }
  if (!wantsHtml) return undefined;
  const template = await readFile(join(server.config.root, 'index.html'), 'utf8');
  const { status, html } = await entry.renderDocument(
    await server.transformIndexHtml(url, template),
    pathname,
  );
  return { status, type: 'text/html; charset=utf-8', body: html };
}

/**
 * Makes `pnpm dev` answer as the built site does: each page's document is rendered on the server in its language
 * (`/cs/` in Czech, with its title, description, canonical and alternate links, and first texts), a path that is no
 * page gets the error page with 404, and sitemap.xml and robots.txt are served. Without it the dev server would send
 * the English index.html for every path and let the client switch the language after the first paint.
 */
export function devPagesPlugin(): Plugin {
  return {
    name: 'site:dev-pages',
    apply: 'serve',
    configureServer(server) {
      // Returned, so that it runs after Vite's own middlewares (modules, assets, public files) and before its
      // index.html fallback.
      return () => {
        const middleware: Connect.NextHandleFunction = (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const url = req.originalUrl ?? req.url ?? '/';
          const { pathname } = new URL(url, 'http://dev');
          const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
          answer(server, url, pathname, wantsHtml).then(
            (found) => {
              if (!found) return next();
              res.statusCode = found.status;
              res.setHeader('Content-Type', found.type);
              res.setHeader('Cache-Control', 'no-cache');
              res.end(req.method === 'HEAD' ? undefined : found.body);
            },
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            },
          );
        };
        server.middlewares.use(middleware);
      };
    },
  };
}

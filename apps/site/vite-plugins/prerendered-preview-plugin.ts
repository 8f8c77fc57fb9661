import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes `vite preview` behave like a static host: `/book-demo` is answered from `book-demo/index.html`,
 * and a path without a file gets the prerendered error page with status 404 (not the home page).
 */
export function prerenderedPreviewPlugin(): Plugin {
  return {
    name: 'site:prerendered-preview',
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      const outDir = root.startsWith('/') ? root : join(server.config.root, root);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        const file = normalize(join(outDir, pathname));
        if (!file.startsWith(outDir)) return next();
        if (existsSync(file) && statSync(file).isFile()) return next();
        const page = join(file, 'index.html');
        const body = existsSync(page) ? readFileSync(page) : readFileSync(join(outDir, '404.html'));
        res.statusCode = existsSync(page) ? 200 : 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

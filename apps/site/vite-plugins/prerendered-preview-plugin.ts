import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { fileOfPath } from '../src/app/site-pages.ts';

const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const send = (
  res: ServerResponse,
  file: string,
  status: number,
  gzip: boolean,
  head: boolean,
  immutable: boolean,
) => {
  const body = readFileSync(file);
  const type = TEXT_TYPES[extname(file)] ?? 'application/octet-stream';
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const payload = gzip ? gzipSync(body) : body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', payload.length);
  res.end(head ? undefined : payload);
};

/**
 * Makes `vite preview` behave like the static host the site is built for: `/book-demo` is answered from
 * `book-demo/index.html`, a path without a file gets the prerendered error page with status 404 (not the home
 * page), and text files are sent gzip-compressed, as any production host does (so Lighthouse measures the
 * real transfer sizes).
 */
export function prerenderedPreviewPlugin(): Plugin {
  return {
    name: 'site:prerendered-preview',
    configurePreviewServer(server) {
      const configured = server.config.build.outDir;
      const outDir = configured.startsWith('/') ? configured : join(server.config.root, configured);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname);
        const file = normalize(join(outDir, pathname));
        if (!file.startsWith(outDir)) return next();
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const head = req.method === 'HEAD';
        if (existsSync(file) && statSync(file).isFile()) {
          if (!(extname(file) in TEXT_TYPES)) return next();
          return send(res, file, 200, gzip, head, pathname.startsWith('/assets/'));
        }
        // A folder is answered with its index.html, by the one rule the site's pages are written with.
        const page = join(outDir, fileOfPath(pathname));
        if (existsSync(page)) return send(res, page, 200, gzip, head, false);
        return send(res, join(outDir, '404.html'), 404, gzip, head, false);
      });
    },
  };
}

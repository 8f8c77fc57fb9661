// Writes static HTML for every prerendered page into dist/ (the four pages and 404.html), plus sitemap.xml and
// robots.txt, from the client build's index.html and the server build in dist-ssr/. Run by `pnpm build` after
// both Vite builds; `--dist` and `--ssr` name other output folders (the keyed build of the real-platform e2e tests).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, ssr: { type: 'string', default: 'dist-ssr' } },
});
const dist = resolve(root, args.dist);
const ssrDir = resolve(root, args.ssr);
const serverEntry = pathToFileURL(join(ssrDir, 'entry-server.js')).href;
const { render, crawlerFiles, PRERENDERED_PAGES } = await import(serverEntry);

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->'))
  throw new Error('dist/index.html lacks the <!--app-html--> marker');

// The client build's manifest names the chunk that holds each language's first texts (src/i18n/text-parts.ts):
// the page preloads it, so the entry's wait for it before hydrating costs no extra round trip.
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
// Likewise the chunk of each page's code (src/app/routes.tsx), with the chunks it imports.
const chunkOf = (src) => {
  const entry = Object.values(manifest).find((chunk) => chunk.src === src);
  if (!entry) throw new Error(`The build emitted no chunk for ${src}`);
  return entry;
};
const withImports = (chunk, seen = new Set()) => {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) withImports(manifest[key], seen);
  return seen;
};
const PAGE_SOURCES = { home: 'src/pages/home-page.tsx', 'book-demo': 'src/pages/book-demo-page.tsx' };
const preloadsOf = (page) => {
  const files = new Set(withImports(chunkOf(`src/i18n/${page.locale}.ts?texts=first`)));
  if (page.page) for (const file of withImports(chunkOf(PAGE_SOURCES[page.page.id]))) files.add(file);
  // What the template already loads (the entry and the preloads Vite wrote) needs no second tag.
  for (const match of template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) files.delete(match[1]);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
};

// The booking pages' own Content-Security-Policy (vite-plugins/csp-plugin.ts): the only ones allowing the
// scheduling widget's script and frame.
const policies = JSON.parse(await readFile(join(dist, '.vite', 'csp.json'), 'utf8'));
const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/;
if (!CSP_META.test(template)) throw new Error('dist/index.html lacks the Content-Security-Policy meta tag');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

for (const page of PRERENDERED_PAGES) {
  const { html, lang, title, description, headLinks } = await render(page.path);
  if (/<script(?![^>]*type="application\/ld\+json")/i.test(html)) {
    // The CSP hashes only the theme script; an inline script from rendering would be blocked in the browser.
    throw new Error(`Prerendered HTML of ${page.path} contains a <script>`);
  }
  const preloads = preloadsOf(page);
  const booking = policies.bookingPaths.includes(page.path);
  if (!booking && /\sstyle="/i.test(html)) {
    // Only the booking pages' policy allows style attributes ('unsafe-inline' in style-src); elsewhere the
    // browser would ignore one, so the page would look different before and after hydration.
    throw new Error(`Prerendered HTML of ${page.path} contains a style attribute`);
  }
  const policy = booking ? policies.booking : policies.page;
  const out = template
    .replace(CSP_META, `$1${policy}$2`)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered="${page.path}">${html}</div>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`)
    .replace('</head>', `  ${[...preloads, headLinks].filter(Boolean).join('\n    ')}\n  </head>`);
  const file = join(dist, page.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, out);
  console.log(
    `prerendered ${page.path} -> ${args.dist}/${page.file} (${(out.length / 1024).toFixed(1)} KiB)`,
  );
}

const { sitemap, robots } = crawlerFiles();
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeFile(join(dist, 'robots.txt'), robots);
console.log(`wrote ${args.dist}/sitemap.xml and ${args.dist}/robots.txt`);

await rm(ssrDir, { recursive: true, force: true });
// The manifest and the policies were only for this script; a static host must not serve them.
if (existsSync(manifestPath)) await rm(join(dist, '.vite'), { recursive: true, force: true });

// Writes static HTML for every prerendered page into dist/, from the client build's index.html and the
// server build in dist-ssr/. Run by `pnpm build` after both Vite builds; `--dist` and `--ssr` name other output
// folders (the keyed build of the real-platform e2e tests).
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
const { render, PRERENDERED_PAGES } = await import(serverEntry);

const template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-html-->'))
  throw new Error('dist/index.html lacks the <!--app-html--> marker');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

for (const page of PRERENDERED_PAGES) {
  const { html, title, description } = await render(page.path);
  if (/<script(?![^>]*type="application\/ld\+json")/i.test(html)) {
    // The CSP hashes only the theme script; an inline script from rendering would be blocked in the browser.
    throw new Error(`Prerendered HTML of ${page.path} contains a <script>`);
  }
  const out = template
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered="${page.path}">${html}</div>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`);
  const file = join(dist, page.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, out);
  console.log(
    `prerendered ${page.path} -> ${args.dist}/${page.file} (${(out.length / 1024).toFixed(1)} KiB)`,
  );
}

await rm(ssrDir, { recursive: true, force: true });

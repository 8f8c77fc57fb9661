// Writes static HTML for every prerendered page into dist/ (the four pages and 404.html), plus sitemap.xml and
// robots.txt, from the client build's index.html and the server build in dist-ssr/. Run by `pnpm build` after
// both Vite builds; `--dist` and `--ssr` name other output folders (the keyed build of the real-platform e2e tests).
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
const { render, pageDocument, crawlerFiles, documentPolicies, PRERENDERED_PAGES } = await import(serverEntry);

const template = await readFile(join(dist, 'index.html'), 'utf8');

// Each page's own Content-Security-Policy, derived from the site's declaration, with the template's inline scripts
// allowed by hash; a static host applies the same policies from `_headers`.
const { policies, headers } = documentPolicies(template);
await writeFile(join(dist, '_headers'), headers);
const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/;
if (!CSP_META.test(template)) throw new Error('dist/index.html lacks the Content-Security-Policy meta tag');

// The prerendered page paints with its HTML and CSS alone; the entry script, which makes it interactive, is asked
// for at low priority so that it does not compete with the stylesheet for the first paint.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[^"]+\.js">/;
if (!ENTRY_SCRIPT.test(template)) throw new Error('dist/index.html lacks the entry <script type="module">');
const entryAtLowPriority = (html) =>
  html.replace(ENTRY_SCRIPT, (tag) => tag.replace('<script ', '<script fetchpriority="low" '));

// The app hydrates once the page's dictionary is here (src/app/start-app.tsx): the entry asks for it beside the
// app (src/main.tsx), with the chunks it imports, from the list on the root element (Vite's manifest names each
// chunk by its source file, with its imports).
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const withImports = (key, seen = new Set()) => {
  if (seen.has(key) || key === entryKey) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(imported, seen);
  return seen;
};
const dictionaryModules = (locale) => {
  const key = `src/i18n/${locale}.ts`;
  if (!manifest[key]) throw new Error(`The client build has no chunk for ${key}`);
  return [...withImports(key)].map((chunk) => `/${manifest[chunk].file}`);
};

for (const page of PRERENDERED_PAGES) {
  const rendered = await render(page.path);
  const { html } = rendered;
  if (/<script/i.test(`${rendered.head}${html}`)) {
    // The CSP hashes only the head script; an inline script from rendering would be blocked in the browser.
    throw new Error(`Prerendered HTML of ${page.path} contains a <script>`);
  }
  const policy = policies.byPath[page.path] ?? policies.other;
  const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
  if (!styleSrc.includes("'unsafe-inline'") && /\sstyle="/i.test(html)) {
    // Only a policy with 'unsafe-inline' in style-src (the booking pages') allows style attributes; elsewhere the
    // browser would ignore one, so the page would look different before and after hydration.
    throw new Error(`Prerendered HTML of ${page.path} contains a style attribute`);
  }
  // Language, head, markup and first texts: src/app/page-document.ts, which the dev server uses too; the policy
  // and the entry's priority are the build's alone.
  const out = pageDocument(
    entryAtLowPriority(template).replace(CSP_META, `$1${policy}$2`),
    page.path,
    rendered,
    dictionaryModules(rendered.locale),
  );
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
// The manifest was only for this script; a static host must not serve it.
await rm(join(dist, '.vite'), { recursive: true, force: true });

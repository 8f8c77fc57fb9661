// Reports, for each page of the site (scripts/site-pages.mjs: /, /book-demo, /cs/, /cs/book-demo), what a first
// visit downloads before it can run: the entry script, what the entry asks for once the page has painted (the app
// and the modules the root element lists, the page's dictionary: src/main.tsx) and every chunk they import
// statically (followed transitively so nothing slips through), inline scripts and stylesheets, gzipped and
// brotli-compressed. Fails when the JavaScript exceeds the budget or when the initial set carries code that must
// only load on demand (daily-js, msw, the simulated demo platform). With `--keyed` (a build with
// VITE_PLATFORM_PUBLIC_KEY) it also fails if ANY emitted script carries msw or the simulation.
// Usage (after `pnpm --filter site build`): node scripts/size.mjs [--dist dist] [--budget-kb 100] [--keyed]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sitePages } from './site-pages.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: join(siteDir, 'dist') },
    'budget-kb': { type: 'string', default: '100' },
    report: { type: 'string', default: join(siteDir, 'reports', 'size.json') },
    keyed: { type: 'boolean', default: false },
  },
});

const KB = 1024;
const budgetKb = Number(args['budget-kb']);
if (!Number.isFinite(budgetKb) || budgetKb <= 0)
  fail(`--budget-kb must be a positive number, got "${args['budget-kb']}"`);

/** Code that the live demo loads on demand; finding it in the initial set means it ships to every visitor. */
const FORBIDDEN = [
  // The bundle URL daily-js loads its call machine from (web-call's testing fake quotes Daily's error texts).
  { name: 'daily-js', pattern: /call-machine-object-bundle/ },
  { name: 'msw', pattern: /\[MSW\]|x-msw-intention|kDefaultContentType/ },
  { name: 'the simulated demo platform', pattern: /assistant-ended-call/ },
];

/** What a keyed build (real calls) must not contain at all, in any chunk. */
const SIMULATION_ONLY = FORBIDDEN.filter(({ name }) => name !== 'daily-js');

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

const distDir = resolve(args.dist);
/** The prerendered pages, each measured on its own (a visitor's first page is any of them). */
const PAGES = await sitePages();

/** Attribute value of a tag's source text, or undefined. */
function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find(Boolean);
}

function tags(source, name) {
  return source.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

// Only same-origin, root-relative assets are ours to measure; an absolute URL would itself be an external request.
function toDistPath(url) {
  if (/^[a-z]+:|^\/\//i.test(url)) fail(`a page loads an external resource initially: ${url}`);
  return join(distDir, decodeURI(url.split(/[?#]/)[0]).replace(/^\//, ''));
}

// Static imports only: `import "x"`, `import {a} from "x"`, `export * from "x"`. Dynamic `import("x")` is on demand.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*$\s{},]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImports(code, fromUrl) {
  const base = posix.dirname(fromUrl);
  return [...code.matchAll(STATIC_IMPORT)].map((match) => posix.normalize(posix.join(base, match[1])));
}

/** What the entry asks for once the page has painted (src/main.tsx): the app, and the modules the root lists. */
function startedAfterPaint(html, entryCode, entryUrl) {
  const app = /import\(\s*["'`]\.\/(start-app-[\w-]+\.js)["'`]\s*\)/.exec(entryCode)?.[1];
  if (!app) fail(`the entry ${entryUrl} never imports the app's chunk (start-app-*.js)`);
  const listed = attribute(
    tags(html, 'div').find((tag) => attribute(tag, 'id') === 'root') ?? '',
    'data-preload',
  );
  return [posix.join(posix.dirname(entryUrl), app), ...(listed?.split(' ').filter(Boolean) ?? [])];
}

function measure(name, kind, content) {
  const buffer = Buffer.from(content);
  return {
    name,
    kind,
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const problems = [];

/** Gzipped bytes of a page's HTML that fit the first round trip (initial congestion window less headers). */
const HTML_FIRST_ROUND_TRIP = 14_000;

/** Measures one page's initial load: its entry script, every preloaded chunk and their static imports. */
function measurePage({ path, file }) {
  const htmlPath = join(distDir, file);
  if (!existsSync(htmlPath)) fail(`${htmlPath} not found: run \`pnpm --filter site build\` first`);
  const html = readFileSync(htmlPath, 'utf8');
  const entryScripts = tags(html, 'script')
    .filter((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src'))
    .map((tag) => attribute(tag, 'src'));
  const preloads = tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'modulepreload')
    .map((tag) => attribute(tag, 'href'));
  const stylesheets = tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'stylesheet')
    .map((tag) => attribute(tag, 'href'));
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1])
    .filter((code) => code.trim() && !/^\s*[[{]/.test(code)); // skip JSON payloads (hydration data)
  if (entryScripts.length === 0) fail(`no <script type="module" src> in ${file}`);

  const afterPaint = entryScripts.flatMap((url) =>
    startedAfterPaint(html, readFileSync(toDistPath(url), 'utf8'), url),
  );
  const jsUrls = [];
  const queue = [...entryScripts, ...preloads, ...afterPaint];
  while (queue.length > 0) {
    const url = queue.shift();
    if (jsUrls.includes(url)) continue;
    jsUrls.push(url);
    const chunk = toDistPath(url);
    if (!existsSync(chunk)) fail(`${file} references ${url}, but ${chunk} does not exist`);
    queue.push(...staticImports(readFileSync(chunk, 'utf8'), url));
  }

  const rows = [
    ...jsUrls.map((url) => ({
      ...measure(url, 'js', readFileSync(toDistPath(url))),
      code: readFileSync(toDistPath(url), 'utf8'),
    })),
    ...inlineScripts.map((code, index) => ({ ...measure(`(inline script ${index + 1})`, 'js', code), code })),
    ...stylesheets.map((url) => measure(url, 'css', readFileSync(toDistPath(url)))),
  ];
  const sum = (kind, field) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row[field], 0);
  const totals = {
    js: { raw: sum('js', 'raw'), gzip: sum('js', 'gzip'), brotli: sum('js', 'brotli') },
    css: { raw: sum('css', 'raw'), gzip: sum('css', 'gzip'), brotli: sum('css', 'brotli') },
  };
  const table = rows.map((row) => ({
    file: row.name,
    kind: row.kind,
    'raw KB': kb(row.raw),
    'gzip KB': kb(row.gzip),
    'brotli KB': kb(row.brotli),
  }));
  for (const kind of ['js', 'css'])
    table.push({
      file: `total ${kind.toUpperCase()}`,
      kind,
      'raw KB': kb(totals[kind].raw),
      'gzip KB': kb(totals[kind].gzip),
      'brotli KB': kb(totals[kind].brotli),
    });
  console.log(`Initial load of ${path} (${args.dist}/${file}):`);
  console.table(table);

  if (totals.js.gzip > budgetKb * KB) {
    problems.push(`${path}: initial JS is ${kb(totals.js.gzip)} KB gzipped, over the ${budgetKb} KB budget`);
  }
  // The document should arrive in the first round trip of a new connection: ten TCP packets, 14 600 bytes, less
  // about 600 for the response headers. One byte more costs a whole round trip before the first paint (Lighthouse's
  // simulated FCP of /cs/ went from 0.76 to 0.93 s when it crossed the line).
  const htmlGzip = gzipSync(html, { level: 6 }).length;
  console.log(`HTML of ${path}: ${htmlGzip} B gzipped (first round trip: ${HTML_FIRST_ROUND_TRIP} B)`);
  if (htmlGzip > HTML_FIRST_ROUND_TRIP) {
    problems.push(
      `${path}: the HTML is ${htmlGzip} B gzipped, over the ${HTML_FIRST_ROUND_TRIP} B that arrive in the first round trip`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.kind === 'js')) {
    for (const { name, pattern } of FORBIDDEN) {
      const marker = pattern.exec(row.code)?.[0];
      if (marker)
        problems.push(`${path}: ${row.name} is loaded initially but contains ${name} (found "${marker}")`);
    }
  }
  return {
    page: path,
    files: rows.map(({ name, kind, raw, gzip, brotli }) => ({ name, kind, raw, gzip, brotli })),
    totals,
  };
}

const pages = PAGES.map(measurePage);

// Every script the build emitted, loaded initially or not: where the on-demand code actually lives.
const assetsDir = join(distDir, 'assets');
const allScripts = existsSync(assetsDir)
  ? readdirSync(assetsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ name: `/assets/${file}`, code: readFileSync(join(assetsDir, file), 'utf8') }))
  : [];
const carrying = (pattern) => allScripts.filter(({ code }) => pattern.test(code)).map(({ name }) => name);
const onDemand = Object.fromEntries(FORBIDDEN.map(({ name, pattern }) => [name, carrying(pattern)]));
if (args.keyed) {
  for (const { name, pattern } of SIMULATION_ONLY) {
    for (const file of carrying(pattern)) problems.push(`keyed build: ${file} contains ${name}`);
  }
  if (onDemand['daily-js'].length === 0) problems.push('keyed build: no daily-js chunk was emitted');
} else if (onDemand['the simulated demo platform'].length === 0) {
  problems.push('simulated build: no chunk carries the simulated demo platform');
}
console.log('On-demand code (chunks outside the initial set):');
for (const [name, files] of Object.entries(onDemand))
  console.log(`  ${name}: ${files.join(', ') || '(none)'}`);

const report = {
  build: args.keyed ? 'keyed (real platform)' : 'simulated platform',
  onDemand,
  budget: { jsGzipKb: budgetKb },
  pages,
  forbiddenChecked: FORBIDDEN.map(({ name }) => name),
  problems,
  ok: problems.length === 0,
};
mkdirSync(dirname(resolve(args.report)), { recursive: true });
writeFileSync(resolve(args.report), `${JSON.stringify(report, null, 2)}\n`);
console.log(`Written to ${resolve(args.report)}`);

if (problems.length > 0) fail(problems.join('\n      '));
console.log(
  `OK: initial JS ${pages.map((page) => `${page.page} ${kb(page.totals.js.gzip)} KB`).join(', ')} (gzipped, budget ${budgetKb} KB each); no daily-js, msw or simulation in any initial set` +
    (args.keyed ? '; no msw or simulation anywhere in this keyed build.' : '.'),
);

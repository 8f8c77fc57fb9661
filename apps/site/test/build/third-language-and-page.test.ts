// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The contract's "one declaration": a page is its entry in the declaration, its component and its texts; a language
// is its entry, its dictionary and its name in the other dictionaries. This copies the site, makes exactly those
// changes for a third language (German) and a third page (a price list), builds it as `pnpm build` does, and reads
// what the build wrote. Nothing else of the copy is touched, so anything the build needs beyond them fails here.

const siteDir = process.cwd();
const fixtures = join(siteDir, 'test', 'fixtures', 'third-language-and-page');
// Beside the site, so that its relative paths out of the folder (tsconfig's base) hold in the copy too.
const copy = mkdtempSync(join(siteDir, '..', '.site-third-language-'));

/** Inserts `addition` before the last occurrence of `marker` in a file of the copy; fails if there is none. */
function insertBefore(file: string, marker: string, addition: string): void {
  const path = join(copy, file);
  const source = readFileSync(path, 'utf8');
  const at = source.lastIndexOf(marker);
  if (at < 0) throw new Error(`${file} has no "${marker}" to add to`);
  writeFileSync(path, source.slice(0, at) + addition + source.slice(at));
}

/** Every file the change writes, with the reason: the count the contract allows. */
const TOUCHED = {
  'src/app/site-declaration.ts': 'the language and the page, declared',
  'src/i18n/de.ts': "the language's dictionary (with the page's texts)",
  'src/pages/price-list-page.tsx': "the page's component",
  'src/i18n/en.ts': "the language's name and the page's texts",
  'src/i18n/cs.ts': "the language's name and the page's texts",
};

function addLanguageAndPage(): void {
  insertBefore(
    'src/app/site-declaration.ts',
    '  },\n  defaultLanguage:',
    "    de: { root: '/de/', htmlLang: 'de', ogLocale: 'de_DE' },\n",
  );
  insertBefore(
    'src/app/site-declaration.ts',
    '  },\n  errorView:',
    "    'price-list': {\n      slug: 'price-list',\n      title: 'priceList.title',\n      description: 'priceList.description',\n      scheduling: false,\n    },\n",
  );
  cpSync(join(fixtures, 'de.ts'), join(copy, 'src/i18n/de.ts'));
  cpSync(join(fixtures, 'price-list-page.tsx'), join(copy, 'src/pages/price-list-page.tsx'));
  insertBefore(
    'src/i18n/en.ts',
    '} satisfies Record<string, Text>;',
    "  'language.de': 'German',\n  'priceList.title': 'Price list — ClinicVoice',\n  'priceList.description': 'What ClinicVoice costs.',\n  'priceList.heading': 'Price list',\n",
  );
  insertBefore(
    'src/i18n/cs.ts',
    '});',
    "  'language.de': 'Němčina',\n  'priceList.title': 'Ceník – ClinicVoice',\n  'priceList.description': 'Kolik ClinicVoice stojí.',\n  'priceList.heading': 'Ceník',\n",
  );
}

/** The files of the copy under `entry` (a folder or a file). */
function filesOf(entry: string): string[] {
  if (!statSync(join(copy, entry)).isDirectory()) return [entry];
  return readdirSync(join(copy, entry), { recursive: true, encoding: 'utf8' })
    .map((name) => join(entry, name))
    .filter((file) => statSync(join(copy, file)).isFile());
}

/** A file of the copy that is new, or differs from the site's. */
const isChanged = (file: string): boolean =>
  !existsSync(join(siteDir, file)) ||
  !readFileSync(join(siteDir, file)).equals(readFileSync(join(copy, file)));

const COPIED = [
  'src',
  'public',
  'scripts',
  'vite-plugins',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];
let changedFiles: string[] = [];

const built = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8');

beforeAll(() => {
  for (const entry of [
    'src',
    'public',
    'scripts',
    'vite-plugins',
    'index.html',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
  ])
    cpSync(join(siteDir, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(siteDir, 'node_modules'), join(copy, 'node_modules'), 'dir');
  addLanguageAndPage();
  changedFiles = COPIED.flatMap(filesOf).filter(isChanged);
  const vite = join(copy, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: copy, stdio: 'pipe' });
  run([vite, 'build', '--logLevel', 'error']);
  run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error']);
  run(['scripts/prerender.mjs']);
}, 300_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a third language and a third page, added as the contract says', () => {
  it('touches only the declaration, the new dictionary and component, and the texts of the others', () => {
    expect(changedFiles.sort()).toEqual(Object.keys(TOUCHED).sort());
  });

  it('prerenders every page in every language, each in its language', () => {
    const pages = {
      'de/index.html': { lang: 'de', text: 'Jeder Patientenanruf wird angenommen.' },
      'price-list/index.html': { lang: 'en', text: '<h1>Price list</h1>' },
      'cs/price-list/index.html': { lang: 'cs', text: '<h1>Ceník</h1>' },
      'de/price-list/index.html': { lang: 'de', text: '<h1>Preisliste</h1>' },
      'de/book-demo/index.html': { lang: 'de', text: 'data-prerendered="/de/book-demo"' },
    };
    for (const [file, { lang, text }] of Object.entries(pages)) {
      const html = built(file);
      expect(html, file).toContain(`<html lang="${lang}"`);
      expect(html, file).toContain(text);
    }
    expect(built('de/price-list/index.html')).toContain('<title>Preisliste – ClinicVoice</title>');
    // Each page hydrates with its own language's dictionary, which its root element lists for the entry.
    expect(built('de/index.html')).toMatch(/<div id="root"[^>]*\sdata-preload="\/assets\/de-[\w-]+\.js[ "]/);
  });

  it('lists them in the sitemap and links every language of each page as an alternate', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap.match(/<loc>/g)).toHaveLength(9);
    for (const path of ['/de/', '/de/book-demo', '/price-list', '/cs/price-list', '/de/price-list'])
      expect(sitemap).toContain(`<loc>https://clinicvoice.example${path}</loc>`);
    const head = built('cs/price-list/index.html');
    for (const [hreflang, path] of [
      ['en', '/price-list'],
      ['cs', '/cs/price-list'],
      ['de', '/de/price-list'],
      ['x-default', '/price-list'],
    ])
      expect(head).toContain(`hrefLang="${hreflang}" href="https://clinicvoice.example${path}"`);
    expect(head).toContain('<meta property="og:locale:alternate" content="de_DE"/>');
  });

  it('switches to it from every page, names it in each language, and gives it its CSP headers', () => {
    expect(built('cs/index.html')).toMatch(/href="\/de\/"[^>]*>de<span class="sr-only"> \(<!-- -->Němčina/);
    expect(built('de/book-demo/index.html')).toMatch(/href="\/cs\/book-demo"[^>]*>cs<span/);
    expect(built('_headers').split('\n')).toContain('/de/price-list');
    expect(existsSync(join(copy, 'dist', '.vite'))).toBe(false);
  });
});

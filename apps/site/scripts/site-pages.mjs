// The site's pages, as src/app/site-pages.ts derives them from the one declaration of pages and languages
// (src/app/site-declaration.ts), for the scripts that measure each page. Vite's module runner reads the TypeScript.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every page in every language: `{ name, path, file }` (name: "home", "cs-book-demo", for report files). */
export async function sitePages() {
  const { module } = await runnerImport(join(siteDir, 'src', 'app', 'site-pages.ts'));
  return module.measuredPages(module.SITE_MAP);
}

import { minifySync, type Plugin } from 'vite';
import { headScriptSource } from '../src/app/head-script.ts';
import { SITE_MAP, type SiteMap } from '../src/app/site-pages.ts';

const PLACEHOLDER = /\/\* %HEAD_SCRIPT% [^*]*\*\//;

/** index.html's inline script for a site map, minified (every page's HTML carries it). */
export function headScript<L extends string, P extends string>(siteMap: SiteMap<L, P>): string {
  const { code, errors } = minifySync('head-script.js', headScriptSource(siteMap));
  if (errors.length > 0) throw new Error(`The head script does not minify: ${errors[0]?.message}`);
  return code.trim();
}

/**
 * Writes index.html's inline script (theme, stored language, error view's language; src/app/head-script.ts) from
 * the site's one declaration, in the dev server and the build alike; the CSP plugin hashes it afterwards.
 */
export function headScriptPlugin(siteMap: typeof SITE_MAP = SITE_MAP): Plugin {
  return {
    name: 'site:head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!PLACEHOLDER.test(html)) throw new Error(`index.html must contain ${PLACEHOLDER} in a <script>`);
        return html.replace(PLACEHOLDER, () => headScript(siteMap));
      },
    },
  };
}

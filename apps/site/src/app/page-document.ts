import { escapeHtml } from './escape-html';

/** What rendering one page gives to its HTML document (see entry-server.tsx). */
export type RenderedPage = {
  /** The page's markup, for the root element. */
  html: string;
  /** Its title, description, canonical and alternate links and Open Graph tags (src/app/page-head.tsx). */
  head: string;
  lang: string;
  /** The language whose dictionary the page hydrates with (src/i18n/<locale>.ts). */
  locale: string;
};

const ROOT = '<div id="root"><!--app-html--></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /\s*<title>[^<]*<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
/** The tags React writes first when it renders a tree without `<head>`: those the components hoist there. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** Rendered markup cut into the tags React hoists to the head (written first) and the rest. */
export function splitHead(rendered: string): { head: string; body: string } {
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/**
 * index.html made into one page's document: its language, its head (in place of the template's title and
 * description) and rendered markup (marked with the path it was rendered for, which the app hydrates only on that
 * path, and with the modules the entry preloads beside the app: the built page's dictionary). The build's
 * prerenderer and the dev server both use it, so `pnpm dev` serves `/cs/` in Czech as the built site does. Throws
 * on a template that lacks a part, rather than serving a page in the wrong language.
 */
export function pageDocument(
  template: string,
  path: string,
  page: RenderedPage,
  preload: readonly string[] = [],
): string {
  for (const [name, found] of [
    ['the <!--app-html--> root', template.includes(ROOT)],
    ['<html lang>', HTML_LANG.test(template)],
    ['<title>', TITLE.test(template)],
    ['<meta name="description">', DESCRIPTION.test(template)],
  ] as const) {
    if (!found) throw new Error(`index.html lacks ${name}`);
  }
  return (
    template
      .replace(HTML_LANG, `<html lang="${page.lang}"`)
      .replace(TITLE, '')
      .replace(DESCRIPTION, '')
      // Functions, so that a "$&" or "$'" in a text is not read as a replacement pattern.
      .replace(ROOT, () => {
        const preloaded = preload.length > 0 ? ` data-preload="${escapeHtml(preload.join(' '))}"` : '';
        return `<div id="root" data-prerendered="${escapeHtml(path)}"${preloaded}>${page.html}</div>`;
      })
      .replace('</head>', () => `  ${page.head}\n  </head>`)
  );
}

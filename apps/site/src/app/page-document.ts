import { escapeHtml } from './escape-html';

/** What rendering one page gives to its HTML document (see entry-server.tsx). */
export type RenderedPage = {
  html: string;
  lang: string;
  title: string;
  description: string;
  /** Canonical and alternate links and Open Graph tags for the head (none for the error page). */
  headLinks: string;
  /** The element carrying the page's first texts, for the end of the body (src/i18n/embedded-texts.ts). */
  texts: string;
};

const ROOT = '<div id="root"><!--app-html--></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

/**
 * index.html made into one page's document: its language, title, description, head links, rendered markup (marked
 * with the path it was rendered for, which the entry hydrates only on that path) and first texts. The build's
 * prerenderer and the dev server both use it, so `pnpm dev` serves `/cs/` in Czech as the built site does.
 * Throws on a template that lacks a part, rather than serving a page in the wrong language.
 */
export function pageDocument(template: string, path: string, page: RenderedPage): string {
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
      // Functions, so that a "$&" or "$'" in a text is not read as a replacement pattern.
      .replace(ROOT, () => `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>`)
      .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        DESCRIPTION,
        (_, start: string, end: string) => `${start}${escapeHtml(page.description)}${end}`,
      )
      .replace('</head>', () => (page.headLinks ? `  ${page.headLinks}\n  </head>` : '</head>'))
      // A data block, not a script the browser runs, so the CSP does not apply to it.
      .replace('</body>', () => `  ${page.texts}\n  </body>`)
  );
}

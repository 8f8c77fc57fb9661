import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildContentSecurityPolicy } from './content-security-policy.ts';

const CSP_PLACEHOLDER = '%CONTENT_SECURITY_POLICY%';
const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export type CspPluginOptions = {
  platformBaseUrl: string;
  contactEndpoint: string | undefined;
  /** The live demo calls the real platform (see `buildContentSecurityPolicy`). */
  liveCalls: boolean;
  /** VITE_SCHEDULING_URL: allowed as a frame (with the widget's script host) on the booking pages only. */
  schedulingUrl: string;
};

/** The pages that show the scheduling widget, with the policy that allows it. */
export const BOOKING_PATHS = ['/book-demo', '/cs/book-demo'] as const;

/** Where the policies are handed to scripts/prerender.mjs, inside the build's output folder. */
export const CSP_FILE = '.vite/csp.json';

/** The other prerendered pages, as a static host matches their paths (with and without the trailing slash). */
const PAGE_PATHS = ['/', '/index.html', '/cs', '/cs/', '/cs/index.html'] as const;

/**
 * Headers a static host applies on top of the meta tag (frame-ancestors only works as a header). Each page's policy
 * is listed under its exact paths, never under a wildcard: hosts apply every matching section, and two policies
 * would both be enforced. Any other path (the 404 page) keeps the policy of its meta tag.
 */
const headersFile = (page: string, booking: string): string => {
  const csp = (policy: string) => `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`;
  const section = (path: string, policy: string) => [path, csp(policy)];
  return [
    ...PAGE_PATHS.flatMap((path) => section(path, page)),
    ...BOOKING_PATHS.flatMap((path) => [...section(path, booking), ...section(`${path}/`, booking)]),
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), geolocation=(), microphone=(self)',
    '',
  ].join('\n');
};

/**
 * Fills the CSP meta tag of index.html at build time, hashing every inline script of the final HTML so the
 * policy can never drift from the theme script, and emits `_headers` with the same policy for static hosts.
 * The dev server gets no policy (the meta tag is removed): Vite injects inline scripts of its own there.
 */
export function cspPlugin(options: CspPluginOptions): Plugin {
  let csp = '';
  let bookingCsp = '';
  return {
    name: 'site:content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html.replace(CSP_META, '');
        if (!html.includes(CSP_PLACEHOLDER)) {
          throw new Error(`index.html must contain the ${CSP_PLACEHOLDER} placeholder in its CSP meta tag`);
        }
        const inlineScripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
        const { schedulingUrl, ...common } = options;
        csp = buildContentSecurityPolicy({ inlineScripts, ...common });
        bookingCsp = buildContentSecurityPolicy({
          inlineScripts,
          ...common,
          schedulingUrl,
          inlineStyleAttributes: true,
        });
        // Every page starts from this policy; the prerenderer gives the booking pages theirs (CSP_FILE).
        return html.replace(CSP_PLACEHOLDER, csp);
      },
    },
    // Written after the bundle, because Vite transforms index.html while generating it.
    writeBundle(output) {
      if (!csp || !output.dir) return;
      writeFileSync(join(output.dir, '_headers'), headersFile(csp, bookingCsp));
      mkdirSync(join(output.dir, '.vite'), { recursive: true });
      writeFileSync(
        join(output.dir, CSP_FILE),
        JSON.stringify({ page: csp, booking: bookingCsp, bookingPaths: BOOKING_PATHS }),
      );
    },
  };
}

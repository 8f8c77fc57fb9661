import { writeFileSync } from 'node:fs';
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
};

/** Headers a static host applies on top of the meta tag (frame-ancestors only works as a header). */
const headersFile = (csp: string): string =>
  [
    '/*',
    `  Content-Security-Policy: ${csp}; frame-ancestors 'none'`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), geolocation=(), microphone=(self)',
    '',
  ].join('\n');

/**
 * Fills the CSP meta tag of index.html at build time, hashing every inline script of the final HTML so the
 * policy can never drift from the theme script, and emits `_headers` with the same policy for static hosts.
 * The dev server gets no policy (the meta tag is removed): Vite injects inline scripts of its own there.
 */
export function cspPlugin(options: CspPluginOptions): Plugin {
  let csp = '';
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
        csp = buildContentSecurityPolicy({ inlineScripts, ...options });
        return html.replace(CSP_PLACEHOLDER, csp);
      },
    },
    // Written after the bundle, because Vite transforms index.html while generating it.
    writeBundle(output) {
      if (csp && output.dir) writeFileSync(join(output.dir, '_headers'), headersFile(csp));
    },
  };
}

import type { Plugin } from 'vite';
import { hostPaths, type SiteMap } from '../src/app/site-pages.ts';
import { buildContentSecurityPolicy, type CspInput } from './content-security-policy.ts';

const CSP_PLACEHOLDER = '%CONTENT_SECURITY_POLICY%';
const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The bodies of a document's inline scripts, which its policy allows by hash. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
}

/** Each document's policy: by page path, and `other` for the error view of any other path. */
export type SitePolicies = { byPath: Record<string, string>; other: string };

/**
 * The policy of every page of a site map. A document keeps the policy it was loaded with through every
 * client-side navigation after it, so each allows the scripts and frames of any page it can navigate to: the
 * scheduling widget's, if some page shows it. Style attributes ('unsafe-inline' in style-src) are allowed only on
 * a page that shows the widget from its first paint (its prerendered frame is sized by them).
 */
export function sitePolicies<L extends string, P extends string>(
  siteMap: SiteMap<L, P>,
  input: Omit<CspInput, 'schedulingUrl' | 'inlineStyleAttributes'> & { schedulingUrl: string },
): SitePolicies {
  const { schedulingUrl, ...common } = input;
  const anyScheduling = Object.values<{ scheduling: boolean }>(siteMap.site.pages).some(
    (page) => page.scheduling,
  );
  const policy = (scheduling: boolean) =>
    buildContentSecurityPolicy({
      ...common,
      schedulingUrl: anyScheduling ? schedulingUrl : undefined,
      inlineStyleAttributes: scheduling,
    });
  return {
    byPath: Object.fromEntries(
      siteMap.pages.map((page) => [page.path, policy(siteMap.site.pages[page.id].scheduling)]),
    ),
    other: policy(false),
  };
}

/**
 * Headers a static host applies on top of the meta tag (frame-ancestors only works as a header). Each page's policy
 * is listed under every path the host serves it at, never under a wildcard: hosts apply every matching section, and
 * two policies would both be enforced. Any other path (the 404 page) keeps the policy of its meta tag.
 */
export function headersFile<L extends string, P extends string>(
  siteMap: SiteMap<L, P>,
  policies: SitePolicies,
): string {
  return [
    ...siteMap.pages.flatMap((page) =>
      hostPaths(page.path).flatMap((path) => [
        path,
        `  Content-Security-Policy: ${policies.byPath[page.path]}; frame-ancestors 'none'`,
      ]),
    ),
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), geolocation=(), microphone=(self)',
    '',
  ].join('\n');
}

/**
 * Keeps index.html's CSP meta tag for the prerenderer, which writes each page's policy into it and `_headers` beside
 * them (scripts/prerender.mjs, with `documentPolicies` of src/entry-server.tsx); the dev server gets no policy (the
 * meta tag is removed): Vite injects inline scripts of its own there.
 */
export function cspPlugin(): Plugin {
  return {
    name: 'site:content-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server) return html.replace(CSP_META, '');
        if (!html.includes(CSP_PLACEHOLDER)) {
          throw new Error(`index.html must contain the ${CSP_PLACEHOLDER} placeholder in its CSP meta tag`);
        }
        return html;
      },
    },
  };
}

import { createHash } from 'node:crypto';

/** Where the scheduling widget lives; its script and frames are the only third-party content of /book-demo. */
export const SCHEDULING_SCRIPT_ORIGIN = 'https://assets.calendly.com';
export const SCHEDULING_FRAME_ORIGIN = 'https://calendly.com';
const DAILY_HTTPS = 'https://*.daily.co';
const DAILY_WSS = 'wss://*.daily.co';

export type CspInput = {
  /** Bodies of the inline scripts allowed to run (hashed, never 'unsafe-inline'). */
  inlineScripts: readonly string[];
  /** Base URL of the voice platform API. */
  platformBaseUrl: string;
  /** Where the consultation form posts, when configured (a relative path needs nothing extra). */
  contactEndpoint?: string | undefined;
};

/** The CSP hash source of one inline script body, exactly as the browser computes it. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url || url.startsWith('/')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unique = (values: ReadonlyArray<string | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** Builds the site's Content-Security-Policy: self, the platform API, daily.co and the scheduling host only. */
export function buildContentSecurityPolicy(input: CspInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...input.inlineScripts.map(scriptHash), SCHEDULING_SCRIPT_ORIGIN, DAILY_HTTPS],
    // React sets style attributes and the scheduling widget injects its own; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", SCHEDULING_SCRIPT_ORIGIN],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': unique([
      "'self'",
      originOf(input.platformBaseUrl),
      originOf(input.contactEndpoint),
      DAILY_HTTPS,
      DAILY_WSS,
    ]),
    'frame-src': [SCHEDULING_FRAME_ORIGIN, DAILY_HTTPS],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

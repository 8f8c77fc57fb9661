import { createHash } from 'node:crypto';

/** Where the scheduling widget lives; its script and frames are the only third-party content of /book-demo. */
export const SCHEDULING_SCRIPT_ORIGIN = 'https://assets.calendly.com';
export const SCHEDULING_FRAME_ORIGIN = 'https://calendly.com';
/** Where daily-js 0.84 loads its call-machine bundle from (as a <script>, with `avoidEval`). */
export const DAILY_BUNDLE_ORIGIN = 'https://c.daily.co';
const DAILY_HTTPS = 'https://*.daily.co';
const DAILY_WSS = 'wss://*.daily.co';

export type CspInput = {
  /** Bodies of the inline scripts allowed to run (hashed, never 'unsafe-inline'). */
  inlineScripts: readonly string[];
  /** Base URL of the voice platform API. */
  platformBaseUrl: string;
  /** Where the consultation form posts, when configured (a relative path needs nothing extra). */
  contactEndpoint?: string | undefined;
  /**
   * Whether the live demo calls the real platform (a build with a public key). A simulated build talks to no
   * platform and no daily.co host, so its policy allows neither.
   */
  liveCalls: boolean;
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

/** Builds the site's Content-Security-Policy: self, the scheduling host and, for real calls, the platform and Daily. */
export function buildContentSecurityPolicy(input: CspInput): string {
  const live = input.liveCalls;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...input.inlineScripts.map(scriptHash),
      SCHEDULING_SCRIPT_ORIGIN,
      // daily-js runs its call machine as a <script> from c.daily.co (the site sets `avoidEval`, so no
      // 'unsafe-eval'); Daily's CSP guide lists blob: for the scripts and workers that call machine starts.
      ...(live ? [DAILY_BUNDLE_ORIGIN, 'blob:'] : []),
    ],
    // React sets style attributes and the scheduling widget injects its own; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", SCHEDULING_SCRIPT_ORIGIN],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // The sample call is a same-origin asset; the call's audio elements play MediaStreams (no URL to allow).
    'media-src': ["'self'", 'blob:'],
    'connect-src': unique([
      "'self'",
      // POST /call/web, then Daily's API and its WebSocket signalling; the simulated demo answers in the page.
      live ? originOf(input.platformBaseUrl) : undefined,
      originOf(input.contactEndpoint),
      live ? DAILY_HTTPS : undefined,
      live ? DAILY_WSS : undefined,
    ]),
    // The scheduling widget only: Daily's call-object mode renders no iframe.
    'frame-src': [SCHEDULING_FRAME_ORIGIN],
    'worker-src': live ? ["'self'", 'blob:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

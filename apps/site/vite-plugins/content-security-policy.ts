import { createHash } from 'node:crypto';

/**
 * Where the scheduling widget's script (and its stylesheet) comes from: Calendly's embed script, loaded only on the
 * booking pages. Its frame shows the configured event, so frame-src follows the event URL's origin instead.
 */
export const SCHEDULING_SCRIPT_ORIGIN = 'https://assets.calendly.com';
/**
 * Daily's domains: daily-js 0.92 loads its call-machine bundle from `c.<domain>` (as a <script>, with `avoidEval`)
 * and talks to `*.<domain>`, trying the next domain when one is unreachable (a network that blocks daily.co).
 */
export const DAILY_DOMAINS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'] as const;
const DAILY_BUNDLE_ORIGINS = DAILY_DOMAINS.map((domain) => `https://c.${domain}`);
const DAILY_CONNECT = DAILY_DOMAINS.flatMap((domain) => [`https://*.${domain}`, `wss://*.${domain}`]);

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
  /**
   * The booking event URL (VITE_SCHEDULING_URL) on a page that shows the scheduling widget (the booking pages):
   * its origin is the one frame allowed, and the widget's script host is allowed. Without it the page allows no
   * frame and no third-party script at all.
   */
  schedulingUrl?: string | undefined;
  /**
   * Whether the page may carry style attributes ('unsafe-inline' in style-src): the booking pages, whose
   * prerendered widget frame has its size in style attributes and whose scheduling widget writes its own. The other
   * pages render none (scripts/prerender.mjs refuses one) and set styles only through the CSSOM, which the policy
   * does not restrict.
   */
  inlineStyleAttributes?: boolean | undefined;
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

/** Builds a page's Content-Security-Policy: self, the scheduling host on booking pages and, for real calls, the platform and Daily. */
export function buildContentSecurityPolicy(input: CspInput): string {
  const live = input.liveCalls;
  const schedulingFrame = originOf(input.schedulingUrl);
  const scheduling = schedulingFrame !== undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...input.inlineScripts.map(scriptHash),
      ...(scheduling ? [SCHEDULING_SCRIPT_ORIGIN] : []),
      // daily-js runs its call machine as a <script> from c.daily.co or a fallback domain (the site sets
      // `avoidEval`, so no 'unsafe-eval'); Daily's CSP guide lists blob: for the scripts and workers it starts.
      ...(live ? [...DAILY_BUNDLE_ORIGINS, 'blob:'] : []),
    ],
    'style-src': [
      "'self'",
      ...(input.inlineStyleAttributes ? ["'unsafe-inline'"] : []),
      ...(scheduling ? [SCHEDULING_SCRIPT_ORIGIN] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    // The sample call is a same-origin asset; the call's audio elements play MediaStreams (no URL to allow).
    'media-src': ["'self'", 'blob:'],
    'connect-src': unique([
      "'self'",
      // POST /call/web, then Daily's API and its WebSocket signalling; the simulated demo answers in the page.
      live ? originOf(input.platformBaseUrl) : undefined,
      originOf(input.contactEndpoint),
      ...(live ? DAILY_CONNECT : []),
    ]),
    // The scheduling widget's event only, on the booking pages: Daily's call-object mode renders no iframe.
    'frame-src': schedulingFrame ? [schedulingFrame] : ["'none'"],
    'worker-src': live ? ["'self'", 'blob:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

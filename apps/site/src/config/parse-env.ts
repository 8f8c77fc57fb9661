/** Defaults of the site's configuration, as documented in CONTRACTS.md. */
export const ENV_DEFAULTS = {
  demoAssistantId: 'demo-assistant-placeholder',
  platformBaseUrl: 'https://api.vapi.ai',
  schedulingUrl: 'https://calendly.com/clinic-receptionist/60min',
  foundingDeadline: '2025-10-30',
} as const;

/** The site's typed configuration. */
export type SiteEnv = {
  /** Public key of the voice platform; undefined means the demo runs on the simulated platform. */
  platformPublicKey: string | undefined;
  /**
   * The fixed demo assistant; undefined means the demo runs on the simulated platform, calling the placeholder
   * `ENV_DEFAULTS.demoAssistantId` (a key alone has no assistant to call).
   */
  demoAssistantId: string | undefined;
  platformBaseUrl: string;
  /** The demo telephone line; undefined means no tel: link is shown (a placeholder number would pass for real). */
  demoPhoneNumber: string | undefined;
  schedulingUrl: string;
  /** Where the consultation form posts JSON; undefined means the in-page simulated endpoint. */
  contactEndpoint: string | undefined;
  /** ISO date (YYYY-MM-DD): the last day founding-clinic applications are accepted. */
  foundingDeadline: string;
  /** The founder's name for the #about section; undefined means the section is signed with the role alone. */
  founderName: string | undefined;
};

type RawEnv = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const httpUrl = (value: unknown, options: { secureOnly?: boolean } = {}): string | undefined => {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:') return raw;
    if (url.protocol === 'http:' && !options.secureOnly) return raw;
  } catch {
    // not a URL: ignored, the default applies
  }
  return undefined;
};

// Keys and identifiers are opaque, but whitespace or quotes inside one always mean a copy-paste accident.
const token = (value: unknown): string | undefined => {
  const raw = text(value);
  return raw && /^[A-Za-z0-9._:-]+$/.test(raw) ? raw : undefined;
};

const phoneNumber = (value: unknown): string | undefined => {
  const raw = text(value);
  return raw && /^\+?[0-9][0-9 ()-]{5,20}$/.test(raw) ? raw : undefined;
};

// A relative path posts to the site's own host; anything else must be an absolute http(s) URL.
const endpoint = (value: unknown): string | undefined => {
  const raw = text(value);
  if (raw?.startsWith('/') && !raw.startsWith('//')) return raw;
  return httpUrl(raw);
};

const isoDate = (value: unknown): string | undefined => {
  const raw = text(value);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  // Rejects dates like 2025-02-31, which Date would silently roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
};

/** Turns raw `VITE_*` variables into typed configuration; an invalid value is ignored in favour of the default. */
export function parseEnv(raw: RawEnv): SiteEnv {
  return {
    platformPublicKey: token(raw.VITE_PLATFORM_PUBLIC_KEY),
    demoAssistantId: token(raw.VITE_DEMO_ASSISTANT_ID),
    platformBaseUrl: (httpUrl(raw.VITE_PLATFORM_BASE_URL) ?? ENV_DEFAULTS.platformBaseUrl).replace(
      /\/+$/,
      '',
    ),
    demoPhoneNumber: phoneNumber(raw.VITE_DEMO_PHONE_NUMBER),
    schedulingUrl: httpUrl(raw.VITE_SCHEDULING_URL, { secureOnly: true }) ?? ENV_DEFAULTS.schedulingUrl,
    contactEndpoint: endpoint(raw.VITE_CONTACT_ENDPOINT),
    foundingDeadline: isoDate(raw.VITE_FOUNDING_DEADLINE) ?? ENV_DEFAULTS.foundingDeadline,
    founderName: text(raw.VITE_FOUNDER_NAME),
  };
}

/** Default of `VITE_SITE_URL`: a reserved example domain, so an unconfigured build names no real site. */
export const DEFAULT_SITE_URL = 'https://clinicvoice.example';

/**
 * `VITE_SITE_URL`, where the site is published: the origin (and base path) of the canonical and alternate links and
 * the sitemap, used by the prerenderer only. Unlike the other variables, a wrong value fails the build: search
 * engines would index the links it makes.
 */
export function parseSiteUrl(raw: unknown): string {
  const value = text(raw);
  if (!value) return DEFAULT_SITE_URL;
  const url = httpUrl(value);
  if (!url) throw new Error(`VITE_SITE_URL must be an absolute http(s) URL, got "${value}"`);
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

import type { SiteEnv } from './parse-env';

/**
 * The site's configuration: the `VITE_*` variables parsed and validated at build time (vite.config.ts defines
 * `__SITE_ENV__` from parseEnv). The bundle holds only these parsed values, never `import.meta.env` itself, so a
 * variable the site does not read never reaches it.
 */
export const env: SiteEnv = __SITE_ENV__;

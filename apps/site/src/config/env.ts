import { parseEnv, type SiteEnv } from './parse-env';

/** The site's configuration, read once from Vite's environment (the only reader of import.meta.env). */
export const env: SiteEnv = parseEnv(import.meta.env);

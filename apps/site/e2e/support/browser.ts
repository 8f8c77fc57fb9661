export { chromiumArgs, executablePath } from '../../../../scripts/playwright-chromium';

/** Where `pnpm --filter site preview` serves the built site. */
export const baseURL = 'http://127.0.0.1:4173';

/** Where `pnpm --filter site preview:e2e-live` serves the build with a public key (the real-platform demo). */
export const liveBaseURL = 'http://127.0.0.1:4174';

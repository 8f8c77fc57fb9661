export { chromiumArgs, executablePath, fullBrowserPath } from '../../../../scripts/playwright-chromium';

// SITE_E2E_PORT moves both preview servers (the keyed build takes the next port), so two checkouts of the repo
// can run their suites side by side without one reusing the other's server.
const port = Number(process.env.SITE_E2E_PORT) || 4173;

/** Port of the built site's preview server. */
export const previewPort = port;

/** Port of the keyed build's preview server (the real-platform demo). */
export const livePreviewPort = port + 1;

/** Where the built site is served for the tests. */
export const baseURL = `http://127.0.0.1:${previewPort}`;

/** Where the build with a public key is served for the tests. */
export const liveBaseURL = `http://127.0.0.1:${livePreviewPort}`;

/** Port of the keyed build whose Daily is web-call's testing fake (a call under way, offline). */
export const callPreviewPort = port + 2;

/** Where that build is served. */
export const callBaseURL = `http://127.0.0.1:${callPreviewPort}`;

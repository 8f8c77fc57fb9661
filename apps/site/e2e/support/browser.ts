import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): Playwright cannot download its own browser on our machines. */
export const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path): path is string =>
  Boolean(path && existsSync(path)),
);

/** Flags for a headless Chromium in a container, with a fake microphone and unrestricted autoplay. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
] as const;

/** Where `pnpm --filter site preview` serves the built site. */
export const baseURL = 'http://127.0.0.1:4173';

/** Where `pnpm --filter site preview:e2e-live` serves the build with a public key (the real-platform demo). */
export const liveBaseURL = 'http://127.0.0.1:4174';

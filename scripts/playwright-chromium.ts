// The one description of the browser every Playwright suite of the repo launches.
import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): Playwright cannot download its own browser on our machines. */
export const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path): path is string =>
  Boolean(path && existsSync(path)),
);

/**
 * Headless Chromium in a container, offline (no background or component traffic), with a fake microphone and
 * unrestricted autoplay so calls and recordings can play without a gesture.
 */
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
];

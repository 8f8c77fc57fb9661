import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { armWatchdog, killGroup, killRecordedGroup, startContractPage } from '../suite-processes';

/** The Firefox this suite drives: FIREFOX_PATH, else Debian's ESR. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Not Playwright's 4310 nor the site's preview 4173: both may be running beside this suite. */
export const vitePort = 4320;

/** The whole run is killed past this, Firefox and Vite with it, whatever a test or a hook is waiting for. */
const WATCHDOG_MS = 240_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** '' when there is no Firefox here: the suite is skipped. */
    firefoxPath: string;
    baseURL: string;
    /** Where the worker writes the pid of the Firefox it launched, so this process can kill it if the worker dies. */
    firefoxPidFile: string;
  }
}

export default async function setup(project: TestProject) {
  const firefoxPidFile = join(tmpdir(), `web-call-firefox-${process.pid}.pid`);
  const baseURL = `http://127.0.0.1:${vitePort}`;
  project.provide('baseURL', baseURL);
  project.provide('firefoxPidFile', firefoxPidFile);
  if (!existsSync(firefoxPath)) {
    console.warn(
      `\n[test:firefox] SKIPPED: no Firefox at ${firefoxPath} (set FIREFOX_PATH to a Firefox to run these checks).\n`,
    );
    project.provide('firefoxPath', '');
    return;
  }

  // The same page as playwright.config.ts serves, on this suite's own port.
  const server = await startContractPage('browser-test/vite.config.ts', vitePort);
  project.provide('firefoxPath', firefoxPath);
  // Puppeteer makes Firefox lead its own process group: its content processes go with it.
  return armWatchdog('test:firefox', WATCHDOG_MS, () => {
    killRecordedGroup(firefoxPidFile);
    killGroup(server.pid);
  });
}

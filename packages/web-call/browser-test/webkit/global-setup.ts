import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { armWatchdog, killGroup, killRecordedGroup, startContractPage } from '../suite-processes';

/** Debian's MiniBrowser (package webkit2gtk-driver brings it), unless WEBKIT_MINIBROWSER names another. */
const browserPath = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Not Playwright's 4310, Firefox's 4320 nor the site's preview 4173: any may be running beside this suite. */
const vitePort = 4330;

/** The whole run is killed past this, the browser, Xvfb and Vite with it, whatever a test is waiting for. */
const WATCHDOG_MS = 180_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** '' when WebKitWebDriver, xvfb-run or MiniBrowser is missing: the suite is skipped. */
    webkitBrowser: string;
    webkitDriver: string;
    baseURL: string;
    /** Where the worker writes the pid of the xvfb-run group it started, so this process can kill it if the worker dies. */
    webkitPidFile: string;
  }
}

function onPath(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export default async function setup(project: TestProject) {
  const webkitPidFile = join(tmpdir(), `web-call-webkit-${process.pid}.pid`);
  project.provide('baseURL', `http://127.0.0.1:${vitePort}`);
  project.provide('webkitPidFile', webkitPidFile);
  const driver = onPath('WebKitWebDriver');
  const missing = [
    driver ? '' : 'WebKitWebDriver (not on PATH)',
    onPath('xvfb-run') ? '' : 'xvfb-run (not on PATH)',
    existsSync(browserPath) ? '' : `MiniBrowser (not at ${browserPath}; WEBKIT_MINIBROWSER may name it)`,
  ].filter(Boolean);
  if (missing.length || !driver) {
    console.warn(
      `\n[test:webkit] SKIPPED: no ${missing.join(', no ')}. On Debian: apt-get install webkit2gtk-driver xvfb.\n`,
    );
    project.provide('webkitBrowser', '');
    project.provide('webkitDriver', '');
    return;
  }

  // The contract page with the platform's POST /call/web answered by its own server (see platform-stub.ts).
  const server = await startContractPage('browser-test/webkit/vite.config.ts', vitePort);
  project.provide('webkitBrowser', browserPath);
  project.provide('webkitDriver', driver);
  return armWatchdog('test:webkit', WATCHDOG_MS, () => {
    killRecordedGroup(webkitPidFile);
    killGroup(server.pid);
  });
}

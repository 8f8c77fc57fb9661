import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** The Firefox this suite drives: FIREFOX_PATH, else Debian's ESR. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Not Playwright's 4310 nor the site's preview 4173: both may be running beside this suite. */
export const vitePort = 4320;

/** The whole run is killed past this, Firefox and Vite with it, whatever a test or a hook is waiting for. */
const WATCHDOG_MS = 240_000;

const packageRoot = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** '' when there is no Firefox here: the suite is skipped. */
    firefoxPath: string;
    baseURL: string;
    /** Where the worker writes the pid of the Firefox it launched, so this process can kill it if the worker dies. */
    firefoxPidFile: string;
  }
}

async function waitForServer(url: string, server: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`Vite exited with ${server.exitCode} before serving ${url}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Vite did not serve ${url} within 30 s.`);
}

/** Kills a process group we spawned (Vite's node and its esbuild service), ignoring one already gone. */
function killGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
}

/** Kills this run's own children (Vitest's workers), so that none goes on to launch another Firefox. */
function killWorkers(): void {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((pid) => pid > 0);
  } catch {}
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
}

/** Kills the Firefox a worker recorded, if it outlived the worker. */
function killRecordedFirefox(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  if (pid > 0) {
    try {
      // The group Puppeteer made it lead, content processes included.
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
  rmSync(pidFile, { force: true });
}

export default async function setup(project: TestProject) {
  const firefoxPidFile = join(tmpdir(), `web-call-firefox-${process.pid}.pid`);
  const baseURL = `http://127.0.0.1:${vitePort}`;
  if (!existsSync(firefoxPath)) {
    console.warn(
      `\n[test:firefox] SKIPPED: no Firefox at ${firefoxPath} (set FIREFOX_PATH to a Firefox to run these checks).\n`,
    );
    project.provide('firefoxPath', '');
    project.provide('baseURL', baseURL);
    project.provide('firefoxPidFile', firefoxPidFile);
    return;
  }

  // The same server as playwright.config.ts starts, on this suite's own port; its own process group, so that the
  // teardown (or the watchdog) ends esbuild with it.
  const viteManifest = createRequire(join(packageRoot, 'package.json')).resolve('vite/package.json');
  const viteBin = join(dirname(viteManifest), JSON.parse(readFileSync(viteManifest, 'utf8')).bin.vite);
  const server = spawn(
    process.execPath,
    [
      viteBin,
      '--config',
      'browser-test/vite.config.ts',
      '--host',
      '127.0.0.1',
      '--port',
      `${vitePort}`,
      '--strictPort',
    ],
    { cwd: packageRoot, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const cleanUp = () => {
    killRecordedFirefox(firefoxPidFile);
    killGroup(server);
  };
  const watchdog = setTimeout(() => {
    console.error(
      `\n[test:firefox] watchdog: still running after ${WATCHDOG_MS / 1000} s, killing everything.`,
    );
    killWorkers();
    cleanUp();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  process.once('exit', cleanUp);

  try {
    await waitForServer(baseURL, server, Date.now() + 30_000);
  } catch (error) {
    cleanUp();
    throw error;
  }
  project.provide('firefoxPath', firefoxPath);
  project.provide('baseURL', baseURL);
  project.provide('firefoxPidFile', firefoxPidFile);

  return () => {
    clearTimeout(watchdog);
    cleanUp();
  };
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What the vitest-driven browser suites (firefox/, webkit/) share in their global setups: the contract page's Vite
// server, and the killing that must happen however a run ends, since a browser left behind would hold a core of a
// two-core machine that other work shares.

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

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

/**
 * Starts the contract page's Vite server (`config`, relative to the package) on `port` and waits until it serves.
 * It leads its own process group, so that `killGroup` ends its esbuild service with it.
 */
export async function startContractPage(config: string, port: number): Promise<ChildProcess> {
  const viteManifest = createRequire(join(packageRoot, 'package.json')).resolve('vite/package.json');
  const viteBin = join(dirname(viteManifest), JSON.parse(readFileSync(viteManifest, 'utf8')).bin.vite);
  const server = spawn(
    process.execPath,
    [viteBin, '--config', config, '--host', '127.0.0.1', '--port', `${port}`, '--strictPort'],
    { cwd: packageRoot, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  try {
    await waitForServer(`http://127.0.0.1:${port}`, server, Date.now() + 30_000);
  } catch (error) {
    killGroup(server.pid);
    throw error;
  }
  return server;
}

/** Kills the process group `pid` leads, ignoring one already gone. */
export function killGroup(pid: number | undefined): void {
  if (!pid || pid <= 0) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

/**
 * Kills the group whose leader's pid a test worker wrote to `pidFile`: a worker that dies (or is killed by the
 * watchdog) cannot close the browser it launched.
 */
export function killRecordedGroup(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  killGroup(Number(readFileSync(pidFile, 'utf8')));
  rmSync(pidFile, { force: true });
}

/** Kills this run's own children (Vitest's workers), so that none goes on to launch another browser. */
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

/**
 * Past `ms` the whole run is killed (workers, then `cleanUp`) whatever a test or a hook is waiting for, and the
 * process exits 1; `cleanUp` also runs at any exit. Returns the teardown that disarms it and cleans up.
 */
export function armWatchdog(label: string, ms: number, cleanUp: () => void): () => void {
  const watchdog = setTimeout(() => {
    console.error(`\n[${label}] watchdog: still running after ${ms / 1000} s, killing everything.`);
    killWorkers();
    cleanUp();
    process.exit(1);
  }, ms);
  watchdog.unref();
  process.once('exit', cleanUp);
  return () => {
    clearTimeout(watchdog);
    cleanUp();
  };
}

// The built site served for a measuring script (Lighthouse, the navigation benchmark): a server that already
// answers is reused, otherwise `vite preview` is started and stopped again by the function returned.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function isUp(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts `vite preview` unless something already answers on baseUrl; returns a function that stops what it started. */
export async function ensurePreviewServer(baseUrl) {
  if (await isUp(baseUrl)) {
    console.log(`Reusing the server on ${baseUrl}`);
    return async () => {};
  }
  if (!existsSync(join(siteDir, 'dist', 'index.html'))) {
    throw new Error('dist/index.html not found: run `pnpm --filter site build` first.');
  }
  const { hostname, port } = new URL(baseUrl);
  const server = spawn(
    process.execPath,
    [
      join(siteDir, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      hostname,
      '--port',
      port,
      '--strictPort',
    ],
    { cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolveExit) => server.once('exit', resolveExit));
  const deadline = Date.now() + 20_000;
  while (!(await isUp(baseUrl))) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with code ${server.exitCode}`);
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`vite preview did not answer on ${baseUrl} within 20 s`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  console.log(`Started vite preview on ${baseUrl} (pid ${server.pid})`);
  return async () => {
    server.kill();
    await exited;
  };
}

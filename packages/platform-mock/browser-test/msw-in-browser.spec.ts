import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageRoot = path.resolve(here, '..');

let server: Server;
let origin: string;

test.beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(here, 'page', 'demo.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><title>msw in the browser</title><script type="module" src="/demo.js"></script>',
    ],
    '/demo.js': ['text/javascript', bundle.outputFiles[0]?.text ?? ''],
    '/mockServiceWorker.js': [
      'text/javascript',
      await readFile(path.join(packageRoot, 'node_modules', 'msw', 'lib', 'mockServiceWorker.js'), 'utf8'),
    ],
  };
  server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(file ? 200 : 404, { 'Content-Type': file?.[0] ?? 'text/plain' });
    response.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('setupWorker: the service worker answers the client for the platform host', async ({ page }) => {
  await page.goto(origin);
  await page.waitForFunction(() => 'throughWorker' in window);

  const result = await page.evaluate(() =>
    (window as unknown as { throughWorker: () => Promise<unknown> }).throughWorker(),
  );

  expect(result).toMatchObject({
    call: { type: 'webCall', status: 'queued', assistantId: 'demo-assistant' },
    total: 1,
    unauthorized: 401,
  });
  expect((result as { call: { webCallUrl: string } }).call.webCallUrl).toMatch(
    /^https:\/\/[\w-]+\.daily\.co\/[\w-]+$/,
  );
});

test('getResponse: the handlers answer in-page, with no interception at all', async ({ page }) => {
  const outbound: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) outbound.push(request.url());
  });
  await page.goto(origin);
  await page.waitForFunction(() => 'inPage' in window);

  const { call, again } = await page.evaluate(() =>
    (window as unknown as { inPage: () => Promise<{ call: { id: string }; again: unknown }> }).inPage(),
  );

  expect(again).toEqual(call);
  expect(outbound).toEqual([]);
});

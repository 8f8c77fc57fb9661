import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerToolCalls, createNodeListener, createServerMessageHandler } from '@clinic/api-client/server';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The package's layout (the committed launcher in bin/, the server in dist/bin/) rebuilt inside the package, so
// that the server finds the package's dependencies as the built dist does and no test depends on a stale dist.
const cacheDir = path.join(packageRoot, 'node_modules/.cache/clinic-platform-mock-test');
const launcher = 'bin/clinic-platform-mock.mjs';
const binFile = path.join(cacheDir, launcher);

beforeAll(async () => {
  await mkdir(path.dirname(binFile), { recursive: true });
  await copyFile(path.join(packageRoot, launcher), binFile);
  // Bundled the way tsup builds dist/bin (Node, ESM, dependencies left to node_modules).
  await build({
    entryPoints: [path.join(packageRoot, 'src/bin/clinic-platform-mock.ts')],
    outfile: path.join(cacheDir, 'dist/bin/clinic-platform-mock.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
}, 30_000);

const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Sends JSON to the bin at `url` with a token, and reads its JSON answer. */
function jsonSender(url: string) {
  return async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** Starts the bin on a free port (the OS picks it) and waits for the URL it prints. */
async function start(...args: string[]) {
  const child = spawn(process.execPath, [binFile, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${output}`)));
  });
  return { child, url, output: () => output };
}

describe('clinic-platform-mock', () => {
  it('prints the URL it listens on, on 127.0.0.1, and answers the platform there', async () => {
    const { url } = await start();

    const response = await fetch(`${url}/call/web`, {
      method: 'POST',
      headers: { Authorization: 'Bearer any', 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistantId: 'front-desk' }),
    });

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(response.status).toBe(201);
    const call = await response.json();
    expect(call).toMatchObject({ type: 'webCall', assistantId: 'front-desk' });
    const again = await fetch(`${url}/call/${call.id}`, { headers: { Authorization: 'Bearer any' } });
    expect(await again.json()).toEqual(call);
  });

  it('accepts only the --token values given', async () => {
    const { url } = await start('--token', 'key-a', '--token', 'key-b');
    const status = async (token: string) =>
      (await fetch(`${url}/assistant`, { headers: { Authorization: `Bearer ${token}` } })).status;

    expect(await status('key-a')).toBe(200);
    expect(await status('key-b')).toBe(200);
    expect(await status('key-c')).toBe(401);
  });

  it('answers a CORS preflight, and marks answers readable by the calling origin', async () => {
    const { url } = await start();
    const origin = 'http://localhost:5173';

    const preflight = await fetch(`${url}/call/web`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    const answer = await fetch(`${url}/assistant`, { headers: { Origin: origin } });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('authorization,content-type');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });

  it('validates against the document over HTTP too', async () => {
    const { url } = await start();

    const response = await fetch(`${url}/assistant`, {
      method: 'POST',
      headers: { Authorization: 'Bearer any', 'Content-Type': 'application/json' },
      body: JSON.stringify({ maxDurationSeconds: 'ten minutes' }),
    });

    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(['maxDurationSeconds must be a number']);
  });

  it('reads JSON (a byte-order mark dropped) and multipart bodies, and serves files as they are', async () => {
    const { url } = await start();
    const headers = { Authorization: 'Bearer any' };

    const assistant = await fetch(`${url}/assistant`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: `\uFEFF${JSON.stringify({ name: 'Reception' })}`,
    });
    expect(assistant.status).toBe(201);
    expect(assistant.headers.get('content-type')).toBe('application/json');
    expect(await assistant.json()).toMatchObject({ name: 'Reception' });

    const form = (purpose: string) => {
      const body = new FormData();
      body.append('file', new File(['8–16'], 'hours.txt'));
      body.append('purpose', purpose);
      return body;
    };
    const stored = await fetch(`${url}/file`, { method: 'POST', headers, body: form('knowledge-base-v2') });
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ name: 'hours.txt' });
    const refused = await fetch(`${url}/file`, { method: 'POST', headers, body: form('billing') });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toEqual([expect.stringMatching(/^purpose must be one of/)]);

    const call = await fetch(`${url}/call`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantId: (await fetch(`${url}/assistant`, { headers }).then((r) => r.json()))[0].id,
      }),
    }).then((response) => response.json());
    const run = await fetch(`${url}/_mock/call/${call.id}/run`, {
      method: 'POST',
      body: JSON.stringify({ script: [{ user: 'Hello?' }, { end: 'customer-ended-call' }] }),
    });
    expect(run.status).toBe(200);
    const logs = await fetch(`${url}/call/${call.id}/call-logs`, { headers });
    expect(logs.status).toBe(200);
    expect(logs.headers.get('content-disposition')).toMatch(/^attachment; filename=".+"$/);
    expect(Number(logs.headers.get('content-length'))).toBe((await logs.arrayBuffer()).byteLength);
  });

  it('answers TRACE, which fetch cannot send, 405 on a known path and 404 elsewhere', async () => {
    const { url } = await start();
    const trace = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = request(`${url}${path}`, { method: 'TRACE' }, (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            body += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        });
        outgoing.on('error', reject);
        outgoing.end();
      });

    const known = await trace('/assistant');
    const unknown = await trace('/nothing-here');

    expect(known.status).toBe(405);
    expect(JSON.parse(known.body)).toMatchObject({ message: 'Cannot TRACE /assistant', statusCode: 405 });
    expect(unknown.status).toBe(404);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('stops cleanly on %s, exiting 0', async (signal) => {
    const { child, url, output } = await start();
    await fetch(`${url}/assistant`, { headers: { Authorization: 'Bearer any' } });

    child.kill(signal);
    const [code] = await once(child, 'exit');

    expect(code).toBe(0);
    expect(output()).toContain(`${signal}, stopping.`);
    await expect(fetch(`${url}/assistant`)).rejects.toThrow();
  });

  it('runs a scripted call against a tool server over HTTP (POST /_mock/call/{id}/run)', async () => {
    const auth = { type: 'hmac', secretKey: 'bin-secret', algorithm: 'sha256' } as const;
    const toolServer = createServer(
      createNodeListener(
        createServerMessageHandler({
          auth,
          on: {
            'tool-calls': answerToolCalls({ checkAvailability: (args) => `free in ${String(args.week)}` }),
          },
        }),
      ),
    );
    await new Promise<void>((resolve) => toolServer.listen(0, '127.0.0.1', resolve));
    try {
      const toolUrl = `http://127.0.0.1:${(toolServer.address() as AddressInfo).port}/platform`;
      const { url } = await start();
      const send = jsonSender(url);
      const credential = await send('POST', '/credential', { provider: 'webhook', authenticationPlan: auth });
      const assistant = await send('POST', '/assistant', {
        name: 'Reception',
        server: { url: toolUrl, credentialId: credential.body.id },
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          tools: [{ type: 'function', function: { name: 'checkAvailability' } }],
        },
      });
      const call = await send('POST', '/call', { assistantId: assistant.body.id });
      const run = await send('POST', `/_mock/call/${String(call.body.id)}/run`, {
        script: [
          { user: 'Any time next week?' },
          { tool: 'checkAvailability', arguments: { week: '2026-12-07' } },
        ],
      });

      expect(run.status).toBe(200);
      const messages = run.body.messages as { type: string; status: number; body: unknown }[];
      expect(messages.every((message) => message.status === 200)).toBe(true);
      expect(messages.find((message) => message.type === 'tool-calls')?.body).toEqual({
        results: [
          { toolCallId: expect.any(String), name: 'checkAvailability', result: 'free in 2026-12-07' },
        ],
      });
      const ended = await send('GET', `/call/${String(call.body.id)}`);
      expect(ended.body.endedReason).toBe('customer-ended-call');
      expect(await send('POST', '/_mock/call/missing/run', { script: [] })).toMatchObject({ status: 404 });
      expect(await send('POST', `/_mock/call/${String(call.body.id)}/run`, {})).toMatchObject({
        status: 400,
      });
    } finally {
      toolServer.close();
    }
  });

  it('plays a simulation run item to its end over HTTP (POST /_mock/simulation-run-item/{id}/play)', async () => {
    const { url } = await start();
    const send = jsonSender(url);
    const scenario = await send('POST', '/eval/simulation/scenario', {
      name: 'Cleaning',
      instructions: 'Ask for a cleaning.',
    });
    const personality = await send('POST', '/eval/simulation/personality', {
      name: 'Calm patient',
      assistant: { name: 'Tester' },
    });
    const simulation = await send('POST', '/eval/simulation', {
      scenarioId: scenario.body.id,
      personalityId: personality.body.id,
    });
    const run = await send('POST', '/eval/simulation/run', {
      simulations: [{ type: 'simulation', simulationId: simulation.body.id }],
      target: { type: 'assistant', assistantId: '00000000-0000-4000-8000-0000000000aa' },
    });
    const [itemId] = run.body.simulationRunItemIds as string[];

    const played = await send('POST', `/_mock/simulation-run-item/${String(itemId)}/play`);
    const again = await send('POST', `/_mock/simulation-run-item/${String(itemId)}/play`);

    expect(played).toMatchObject({ status: 200, body: { id: itemId, status: 'passed' } });
    expect(again.status).toBe(404);
    expect((await send('GET', `/_mock/simulation-run-item/${String(itemId)}/play`)).status).toBe(405);
  });

  it('refuses a bad option with its usage, exiting 2', async () => {
    const child = spawn(process.execPath, [binFile, '--port', 'eighty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');

    expect(code).toBe(2);
    expect(stderr).toContain('--port must be 0 to 65535');
    expect(stderr).toContain('Usage: clinic-platform-mock');
  });

  it('says how to build it when the launcher finds no built server, exiting 1', async () => {
    // Only the committed launcher, as in a fresh clone before the first build.
    const base = await mkdtemp(path.join(tmpdir(), 'clinic-platform-mock-'));
    try {
      const lonely = path.join(base, launcher);
      await mkdir(path.dirname(lonely), { recursive: true });
      await copyFile(path.join(packageRoot, launcher), lonely);
      const child = spawn(process.execPath, [lonely, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      running.push(child);
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      const [code] = await once(child, 'exit');

      expect(code).toBe(1);
      expect(stderr).toContain('the server is not built (dist/bin/clinic-platform-mock.js is missing)');
      expect(stderr).toContain('pnpm --filter @clinic/platform-mock build');
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

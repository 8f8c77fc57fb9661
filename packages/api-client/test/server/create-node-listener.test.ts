import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createNodeListener,
  createServerMessageHandler,
  type NodeListenerOptions,
  type ServerMessageHandle,
} from '../../src/server/index';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves a handler on Node's http on a free port; resolves the URL of its /platform path. */
async function listen(handle: ServerMessageHandle, options?: NodeListenerOptions): Promise<string> {
  const server = createServer(createNodeListener(handle, options));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
}

it("serves the handler on Node's http, headers and body intact", async () => {
  const handle = createServerMessageHandler({
    auth: { type: 'x-vapi-secret', secret: 'node-secret' },
    maxBodyBytes: 1024,
    on: { 'assistant-request': (message) => ({ assistantId: String(message.call?.id) }) },
  });
  const url = await listen(handle);
  const body = JSON.stringify({ message: { type: 'assistant-request', call: { id: 'call-7' } } });

  const answered = await fetch(url, { method: 'POST', headers: { 'X-Vapi-Secret': 'node-secret' }, body });
  expect([answered.status, await answered.json()]).toEqual([200, { assistantId: 'call-7' }]);
  const refused = await fetch(url, { method: 'POST', headers: { 'X-Vapi-Secret': 'nope' }, body });
  expect(refused.status).toBe(401);
  const tooBig = await fetch(url, {
    method: 'POST',
    headers: { 'X-Vapi-Secret': 'node-secret' },
    body: 'x'.repeat(5000),
  });
  expect(tooBig.status).toBe(413);
});

describe('behind a TLS-terminating proxy, with {url} signed', () => {
  const SECRET = 'proxy-secret';
  const PUBLIC_URL = 'https://clinic.example/platform';
  const auth = {
    type: 'hmac',
    secretKey: SECRET,
    algorithm: 'sha256',
    payloadFormat: '{url}|{body}',
  } as const;
  const body = JSON.stringify({ message: { type: 'hang' } });
  const signature = createHmac('sha256', SECRET).update(`${PUBLIC_URL}|${body}`).digest('hex');
  // What the proxy passes on: the public host and scheme in forwarded headers, the request itself over plain http.
  const forwarded = {
    'x-signature': signature,
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'clinic.example',
  };

  it('fails by default: the listener sees http:// and its own host', async () => {
    const url = await listen(createServerMessageHandler({ auth, on: {} }));
    expect((await fetch(url, { method: 'POST', headers: forwarded, body })).status).toBe(401);
  });

  it('verifies with the handler given publicUrl', async () => {
    const url = await listen(createServerMessageHandler({ auth, on: {}, publicUrl: PUBLIC_URL }));
    expect((await fetch(url, { method: 'POST', headers: { 'x-signature': signature }, body })).status).toBe(
      200,
    );
  });

  it('verifies with trustForwardedHeaders, taking the first entry of each header', async () => {
    const url = await listen(createServerMessageHandler({ auth, on: {} }), { trustForwardedHeaders: true });
    expect((await fetch(url, { method: 'POST', headers: forwarded, body })).status).toBe(200);
    const chained = {
      ...forwarded,
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'clinic.example, 10.0.0.7',
    };
    expect((await fetch(url, { method: 'POST', headers: chained, body })).status).toBe(200);
    // Without the headers, the URL is the one the request arrived at.
    expect((await fetch(url, { method: 'POST', headers: { 'x-signature': signature }, body })).status).toBe(
      401,
    );
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createNodeListener } from '../../src/server/create-node-listener';
import { createServerMessageHandler } from '../../src/server/create-server-message-handler';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

it("serves the handler on Node's http, headers and body intact", async () => {
  const handle = createServerMessageHandler({
    auth: { type: 'x-vapi-secret', secret: 'node-secret' },
    maxBodyBytes: 1024,
    on: { 'assistant-request': (message) => ({ assistantId: String(message.call?.id) }) },
  });
  const server = createServer(createNodeListener(handle));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
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

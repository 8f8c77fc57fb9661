import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createServerMessageHandler } from '../../src/server/create-server-message-handler';
import type { ServerAuth } from '../../src/server/server-auth';

// Signatures are computed here with node:crypto, independently of the Web Crypto signer under test.
const URL_ = 'https://clinic.example/platform';
const BODY = JSON.stringify({ message: { type: 'status-update', status: 'in-progress' } });
const now = () => String(Math.floor(Date.now() / 1000));

function hmac(
  algorithm: string,
  key: string | Buffer,
  payload: string | Buffer,
  encoding: 'hex' | 'base64' = 'hex',
) {
  return createHmac(algorithm, key).update(payload).digest(encoding);
}

function post(headers: Record<string, string>, body: string | Uint8Array<ArrayBuffer> = BODY) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

function serve(auth: ServerAuth, toleranceSeconds?: number) {
  const statusUpdate = vi.fn(() => undefined);
  const handle = createServerMessageHandler({
    auth,
    toleranceSeconds,
    on: { 'status-update': statusUpdate },
  });
  return { handle, statusUpdate };
}

async function expectAccepted(auth: ServerAuth, request: Request) {
  const { handle, statusUpdate } = serve(auth);
  const response = await handle(request);
  expect(response.status).toBe(200);
  expect(statusUpdate).toHaveBeenCalledOnce();
}

async function expectRefused(auth: ServerAuth, request: Request, toleranceSeconds?: number) {
  const { handle, statusUpdate } = serve(auth, toleranceSeconds);
  const response = await handle(request);
  expect(response.status).toBe(401);
  expect(statusUpdate).not.toHaveBeenCalled();
}

const SECRET = 'clinic-signing-secret';
const plan = (overrides: Partial<Extract<ServerAuth, { type: 'hmac' }>> = {}): ServerAuth => ({
  type: 'hmac',
  secretKey: SECRET,
  algorithm: 'sha256',
  ...overrides,
});

describe('HMAC plan', () => {
  it('defaults: sha256 over "{timestamp}.{body}", hex, x-signature and x-timestamp', async () => {
    const timestamp = now();
    const signature = hmac('sha256', SECRET, `${timestamp}.${BODY}`);
    await expectAccepted(plan(), post({ 'x-signature': signature, 'x-timestamp': timestamp }));
  });

  it.each(['sha256', 'sha512', 'sha1'] as const)('algorithm %s', async (algorithm) => {
    const timestamp = now();
    const signature = hmac(algorithm, SECRET, `${timestamp}.${BODY}`);
    await expectAccepted(plan({ algorithm }), post({ 'x-signature': signature, 'x-timestamp': timestamp }));
    // The same bytes under another algorithm's plan are refused.
    const other = algorithm === 'sha256' ? 'sha512' : 'sha256';
    await expectRefused(
      plan({ algorithm: other }),
      post({ 'x-signature': signature, 'x-timestamp': timestamp }),
    );
  });

  it('signatureHeader and timestampHeader name the headers read', async () => {
    const timestamp = now();
    const signature = hmac('sha256', SECRET, `${timestamp}.${BODY}`);
    const custom = plan({ signatureHeader: 'X-Clinic-Sig', timestampHeader: 'X-Clinic-Time' });
    await expectAccepted(custom, post({ 'x-clinic-sig': signature, 'x-clinic-time': timestamp }));
    await expectRefused(custom, post({ 'x-signature': signature, 'x-timestamp': timestamp }));
  });

  it('signaturePrefix is expected before the digest', async () => {
    const timestamp = now();
    const digest = hmac('sha256', SECRET, `${timestamp}.${BODY}`);
    const prefixed = plan({ signaturePrefix: 'sha256=' });
    await expectAccepted(prefixed, post({ 'x-signature': `sha256=${digest}`, 'x-timestamp': timestamp }));
    await expectRefused(prefixed, post({ 'x-signature': digest, 'x-timestamp': timestamp }));
  });

  it('includeTimestamp: false signs the body alone and needs no timestamp header', async () => {
    const signature = hmac('sha256', SECRET, BODY);
    await expectAccepted(plan({ includeTimestamp: false }), post({ 'x-signature': signature }));
    await expectRefused(plan(), post({ 'x-signature': signature }));
  });

  it('payloadFormat places timestamp, method, url and message id as written', async () => {
    const timestamp = now();
    const format = '{svix-id}|{method} {url}|{timestamp}|{body}';
    const signature = hmac('sha256', SECRET, `msg_1|POST ${URL_}|${timestamp}|${BODY}`);
    const custom = plan({ payloadFormat: format, messageIdHeader: 'svix-id' });
    await expectAccepted(
      custom,
      post({ 'x-signature': signature, 'x-timestamp': timestamp, 'svix-id': 'msg_1' }),
    );
    await expectRefused(
      custom,
      post({ 'x-signature': signature, 'x-timestamp': timestamp, 'svix-id': 'msg_2' }),
    );
  });

  it('signatureEncoding: base64', async () => {
    const timestamp = now();
    const signature = hmac('sha256', SECRET, `${timestamp}.${BODY}`, 'base64');
    const base64 = plan({ signatureEncoding: 'base64' });
    await expectAccepted(base64, post({ 'x-signature': signature, 'x-timestamp': timestamp }));
    const hex = hmac('sha256', SECRET, `${timestamp}.${BODY}`);
    await expectRefused(base64, post({ 'x-signature': hex, 'x-timestamp': timestamp }));
  });

  it('secretIsBase64 decodes the secret before use', async () => {
    const keyBytes = Buffer.from([0, 1, 2, 250, 251, 252, 42, 7]);
    const secretKey = keyBytes.toString('base64');
    const timestamp = now();
    const signature = hmac('sha256', keyBytes, `${timestamp}.${BODY}`);
    await expectAccepted(
      plan({ secretKey, secretIsBase64: true }),
      post({ 'x-signature': signature, 'x-timestamp': timestamp }),
    );
    await expectRefused(plan({ secretKey }), post({ 'x-signature': signature, 'x-timestamp': timestamp }));
  });

  it('signs the body bytes as received, not a re-encoding of them', async () => {
    const body = Buffer.concat([Buffer.from(BODY.slice(0, -1)), Buffer.from(',"note":"žluťoučký kůň"}')]);
    const timestamp = now();
    const signature = hmac('sha256', SECRET, Buffer.concat([Buffer.from(`${timestamp}.`), body]));
    await expectAccepted(
      plan(),
      post({ 'x-signature': signature, 'x-timestamp': timestamp }, new Uint8Array(body)),
    );
  });

  it('refuses a changed body, a wrong secret, a missing or truncated signature', async () => {
    const timestamp = now();
    const signature = hmac('sha256', SECRET, `${timestamp}.${BODY}`);
    await expectRefused(plan(), post({ 'x-signature': signature, 'x-timestamp': timestamp }, `${BODY} `));
    await expectRefused(
      plan({ secretKey: 'another' }),
      post({ 'x-signature': signature, 'x-timestamp': timestamp }),
    );
    await expectRefused(plan(), post({ 'x-timestamp': timestamp }));
    await expectRefused(plan(), post({ 'x-signature': signature.slice(0, -1), 'x-timestamp': timestamp }));
  });

  it('refuses a timestamp outside the tolerance, so a replayed request fails', async () => {
    const old = String(Math.floor(Date.now() / 1000) - 301);
    const signature = hmac('sha256', SECRET, `${old}.${BODY}`);
    await expectRefused(plan(), post({ 'x-signature': signature, 'x-timestamp': old }));
    const future = String(Math.floor(Date.now() / 1000) + 301);
    await expectRefused(
      plan(),
      post({ 'x-signature': hmac('sha256', SECRET, `${future}.${BODY}`), 'x-timestamp': future }),
    );
    // A wider window lets the same request through.
    const { handle } = serve(plan(), 600);
    expect((await handle(post({ 'x-signature': signature, 'x-timestamp': old }))).status).toBe(200);
  });

  it('reads a timestamp in milliseconds as well as in seconds, and refuses one that is not a number', async () => {
    const ms = String(Date.now());
    await expectAccepted(
      plan(),
      post({ 'x-signature': hmac('sha256', SECRET, `${ms}.${BODY}`), 'x-timestamp': ms }),
    );
    const text = new Date().toISOString();
    await expectRefused(
      plan(),
      post({ 'x-signature': hmac('sha256', SECRET, `${text}.${BODY}`), 'x-timestamp': text }),
    );
  });
});

describe('bearer plan', () => {
  it('expects "Bearer <token>" in Authorization by default', async () => {
    const bearer: ServerAuth = { type: 'bearer', token: 'tok-1' };
    await expectAccepted(bearer, post({ Authorization: 'Bearer tok-1' }));
    await expectRefused(bearer, post({ Authorization: 'Bearer tok-2' }));
    await expectRefused(bearer, post({ Authorization: 'tok-1' }));
    await expectRefused(bearer, post({}));
  });

  it('headerName and bearerPrefixEnabled: false', async () => {
    const custom: ServerAuth = {
      type: 'bearer',
      token: 'tok-1',
      headerName: 'X-Api-Key',
      bearerPrefixEnabled: false,
    };
    await expectAccepted(custom, post({ 'x-api-key': 'tok-1' }));
    await expectRefused(custom, post({ 'x-api-key': 'Bearer tok-1' }));
    await expectRefused(custom, post({ Authorization: 'tok-1' }));
  });
});

describe('order of checks', () => {
  it('verifies before reading the message: a bad signature on malformed JSON answers 401, not 400', async () => {
    const onUnknown = vi.fn();
    const handle = createServerMessageHandler({ auth: plan(), on: {}, onUnknown });
    const timestamp = now();
    const unsigned = post({ 'x-signature': 'f'.repeat(64), 'x-timestamp': timestamp }, '{not json');
    expect((await handle(unsigned)).status).toBe(401);
    const unknown = JSON.stringify({ message: { type: 'future-type' } });
    const forged = post({ 'x-signature': 'f'.repeat(64), 'x-timestamp': timestamp }, unknown);
    expect((await handle(forged)).status).toBe(401);
    expect(onUnknown).not.toHaveBeenCalled();
  });
});

describe('legacy secret and none', () => {
  it('compares X-Vapi-Secret', async () => {
    const legacy: ServerAuth = { type: 'x-vapi-secret', secret: 's3cret' };
    await expectAccepted(legacy, post({ 'X-Vapi-Secret': 's3cret' }));
    await expectRefused(legacy, post({ 'X-Vapi-Secret': 's3cre' }));
    await expectRefused(legacy, post({}));
  });

  it('accepts anything only when { type: "none" } is written out', async () => {
    await expectAccepted({ type: 'none' }, post({}));
    expect(() => createServerMessageHandler({ on: {} } as never)).toThrow(TypeError);
    expect(() =>
      createServerMessageHandler({ auth: { type: 'hmac', secretKey: '', algorithm: 'sha256' }, on: {} }),
    ).toThrow(TypeError);
  });
});

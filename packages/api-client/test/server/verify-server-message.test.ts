import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isListedServerMessage,
  SERVER_MESSAGE_VERIFICATION_REASONS,
  type ServerAuth,
  ServerMessageVerificationError,
  type ServerMessageVerificationReason,
  verifyServerMessage,
} from '../../src/server/index';

// Every signature here is built with node:crypto from the plan's documented format, not by the code under test.
const SECRET = 'clinic-signing-secret';
const MESSAGE = { type: 'status-update', status: 'in-progress' };
const BODY = JSON.stringify({ message: MESSAGE });
const seconds = (offset = 0) => String(Math.floor(Date.now() / 1000) + offset);
const sha256 = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

const hmac = (overrides: Partial<Extract<ServerAuth, { type: 'hmac' }>> = {}): ServerAuth => ({
  type: 'hmac',
  secretKey: SECRET,
  algorithm: 'sha256',
  ...overrides,
});

const post = (url: string, headers: Record<string, string>, body: BodyInit = BODY) =>
  new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

const signed = (url = 'https://clinic.example/platform', body = BODY, timestamp = seconds()) =>
  post(url, { 'x-signature': sha256(`${timestamp}.${body}`), 'x-timestamp': timestamp }, body);

/** The verification error a request is rejected with; fails the test when it is accepted. */
async function rejection(
  request: Request,
  options: Parameters<typeof verifyServerMessage>[1],
): Promise<ServerMessageVerificationError> {
  const error = await verifyServerMessage(request, options).then(
    (message) => expect.fail(`accepted: ${JSON.stringify(message)}`),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ServerMessageVerificationError);
  return error as ServerMessageVerificationError;
}

async function expectRejected(
  request: Request,
  options: Parameters<typeof verifyServerMessage>[1],
  reason: ServerMessageVerificationReason,
  status: number,
) {
  const error = await rejection(request, options);
  expect([error.name, error.reason, error.status]).toEqual([
    'ServerMessageVerificationError',
    reason,
    status,
  ]);
}

describe('verifyServerMessage', () => {
  it('resolves the message of a request signed with the default plan', async () => {
    expect(await verifyServerMessage(signed(), { auth: hmac() })).toEqual(MESSAGE);
  });

  it('resolves a message of a type the document does not list as it was sent, told apart by isListedServerMessage', async () => {
    const unlisted = { type: 'call.transferred', destination: { number: '+420 123 456 789' } };
    const body = JSON.stringify({ message: unlisted });

    const message = await verifyServerMessage(signed(undefined, body), { auth: hmac() });

    expect(message).toEqual(unlisted);
    expect(isListedServerMessage(message)).toBe(false);
    expect(isListedServerMessage(await verifyServerMessage(signed(), { auth: hmac() }))).toBe(true);
  });

  it('lists each reason once', () => {
    expect([...SERVER_MESSAGE_VERIFICATION_REASONS].sort()).toEqual([
      'bad-token',
      'body-too-large',
      'malformed',
      'missing-signature',
      'missing-timestamp',
      'signature-mismatch',
      'stale-timestamp',
    ]);
  });

  it('missing-signature: no signature header, or no header for a signed message id', async () => {
    const timestamp = seconds();
    await expectRejected(
      post('https://clinic.example/', { 'x-timestamp': timestamp }),
      { auth: hmac() },
      'missing-signature',
      401,
    );
    const svix = hmac({ payloadFormat: '{svix-id}.{timestamp}.{body}', messageIdHeader: 'svix-id' });
    const signature = sha256(`msg_1.${timestamp}.${BODY}`);
    await expectRejected(
      post('https://clinic.example/', { 'x-signature': signature, 'x-timestamp': timestamp }),
      { auth: svix },
      'missing-signature',
      401,
    );
    const withId = post('https://clinic.example/', {
      'x-signature': signature,
      'x-timestamp': timestamp,
      'svix-id': 'msg_1',
    });
    expect(await verifyServerMessage(withId, { auth: svix })).toEqual(MESSAGE);
  });

  it('missing-timestamp: a signed timestamp whose header is absent', async () => {
    await expectRejected(
      post('https://clinic.example/', { 'x-signature': sha256(`.${BODY}`) }),
      { auth: hmac() },
      'missing-timestamp',
      401,
    );
  });

  it('stale-timestamp: outside toleranceSeconds either way, or not a time at all', async () => {
    await expectRejected(signed(undefined, BODY, seconds(-301)), { auth: hmac() }, 'stale-timestamp', 401);
    await expectRejected(signed(undefined, BODY, seconds(301)), { auth: hmac() }, 'stale-timestamp', 401);
    await expectRejected(signed(undefined, BODY, 'yesterday'), { auth: hmac() }, 'stale-timestamp', 401);
    // A wider window takes the same old request.
    const old = seconds(-301);
    expect(
      await verifyServerMessage(signed(undefined, BODY, old), { auth: hmac(), toleranceSeconds: 600 }),
    ).toEqual(MESSAGE);
  });

  it('signature-mismatch: another secret, another body, a truncated signature', async () => {
    await expectRejected(signed(), { auth: hmac({ secretKey: 'another' }) }, 'signature-mismatch', 401);
    const timestamp = seconds();
    const forBody = sha256(`${timestamp}.${BODY}`);
    const changed = post(
      'https://clinic.example/',
      { 'x-signature': forBody, 'x-timestamp': timestamp },
      BODY.replace('in-progress', 'ended'),
    );
    await expectRejected(changed, { auth: hmac() }, 'signature-mismatch', 401);
    const truncated = post('https://clinic.example/', {
      'x-signature': forBody.slice(0, -2),
      'x-timestamp': timestamp,
    });
    await expectRejected(truncated, { auth: hmac() }, 'signature-mismatch', 401);
  });

  it('bad-token: a bearer or legacy secret that is absent or wrong', async () => {
    const bearer: ServerAuth = { type: 'bearer', token: 'tok-1' };
    await expectRejected(post('https://clinic.example/', {}), { auth: bearer }, 'bad-token', 401);
    await expectRejected(
      post('https://clinic.example/', { Authorization: 'Bearer tok-2' }),
      { auth: bearer },
      'bad-token',
      401,
    );
    expect(
      await verifyServerMessage(post('https://clinic.example/', { Authorization: 'Bearer tok-1' }), {
        auth: bearer,
      }),
    ).toEqual(MESSAGE);
    const legacy: ServerAuth = { type: 'x-vapi-secret', secret: 's3cret' };
    await expectRejected(post('https://clinic.example/', {}), { auth: legacy }, 'bad-token', 401);
    await expectRejected(
      post('https://clinic.example/', { 'X-Vapi-Secret': 's3cre' }),
      { auth: legacy },
      'bad-token',
      401,
    );
  });

  it('body-too-large: past maxBodyBytes, whether declared or streamed', async () => {
    const big = JSON.stringify({ message: { type: 'hang', padding: 'x'.repeat(200) } });
    await expectRejected(signed(undefined, big), { auth: hmac(), maxBodyBytes: 100 }, 'body-too-large', 413);
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode('x'.repeat(64))),
    });
    const streamed = new Request('https://clinic.example/', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    await expectRejected(streamed, { auth: { type: 'none' }, maxBodyBytes: 100 }, 'body-too-large', 413);
  });

  it.each([
    ['not JSON', '{"message": {"type": "hang"'],
    ['no message', JSON.stringify({ type: 'hang' })],
    ['a message without a type', JSON.stringify({ message: { status: 'ended' } })],
    ['a type that is not a string', JSON.stringify({ message: { type: 7 } })],
    ['a message that is not an object', JSON.stringify({ message: 'hang' })],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('malformed (400): %s, once the signature over it holds', async (_, body) => {
    await expectRejected(signed(undefined, body), { auth: hmac() }, 'malformed', 400);
  });

  it('authenticates before it parses: a forged malformed body is a signature failure', async () => {
    const timestamp = seconds();
    const forged = post(
      'https://clinic.example/',
      { 'x-signature': 'f'.repeat(64), 'x-timestamp': timestamp },
      '{not json',
    );
    await expectRejected(forged, { auth: hmac() }, 'signature-mismatch', 401);
  });

  it('rejects a plan that cannot verify anything, rather than accepting everything', async () => {
    await expect(verifyServerMessage(signed(), { auth: hmac({ secretKey: '' }) })).rejects.toThrow(TypeError);
    await expect(verifyServerMessage(signed(), {} as never)).rejects.toThrow(TypeError);
    await expect(
      verifyServerMessage(signed(), { auth: hmac({ payloadFormat: '{svix-id}.{body}' }) }),
    ).rejects.toThrow(TypeError);
  });
});

describe('{url} in the payload format', () => {
  const format = '{method} {url}.{timestamp}.{body}';
  const signedFor = (signedUrl: string, arrivalUrl: string) => {
    const timestamp = seconds();
    const signature = sha256(`POST ${signedUrl}.${timestamp}.${BODY}`);
    return post(arrivalUrl, { 'x-signature': signature, 'x-timestamp': timestamp });
  };

  it('is the URL the request arrived at, normalised: a bare host gets its "/", a host is lowercased', async () => {
    const auth = hmac({ payloadFormat: format });
    // What the platform signs for a server URL written "https://clinic.example" or with an uppercase host.
    expect(
      await verifyServerMessage(signedFor('https://clinic.example/', 'https://clinic.example'), { auth }),
    ).toEqual(MESSAGE);
    expect(
      await verifyServerMessage(signedFor('https://clinic.example/Hooks', 'https://Clinic.EXAMPLE/Hooks'), {
        auth,
      }),
    ).toEqual(MESSAGE);
    // The path keeps its case: it is part of what was signed.
    await expectRejected(
      signedFor('https://clinic.example/hooks', 'https://clinic.example/Hooks'),
      { auth },
      'signature-mismatch',
      401,
    );
  });

  it('publicUrl replaces the arrival URL, as behind a proxy that rewrites it', async () => {
    const auth = hmac({ payloadFormat: format });
    const behindProxy = () =>
      signedFor('https://clinic.example/hooks/platform', 'http://10.0.0.7:8080/platform');
    const error = await rejection(behindProxy(), { auth });
    expect(error.reason).toBe('signature-mismatch');
    // The log line names the URL taken, which is what a developer behind a proxy needs to see.
    expect(error.message).toContain('http://10.0.0.7:8080/platform');
    expect(
      await verifyServerMessage(behindProxy(), { auth, publicUrl: 'https://CLINIC.example/hooks/platform' }),
    ).toEqual(MESSAGE);
    expect(
      await verifyServerMessage(behindProxy(), {
        auth,
        publicUrl: new URL('https://clinic.example/hooks/platform'),
      }),
    ).toEqual(MESSAGE);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ServerAuth, signServerMessage, verifyServerMessage } from '../../src/server/index';

// The expected signatures are built with node:crypto from the plan's documented format, not by the code under test.
const SECRET = 'clinic-signing-secret';
const SERVER_MESSAGE = { message: { type: 'tool-calls', toolCallList: [], toolWithToolCallList: [] } };
const BODY = JSON.stringify(SERVER_MESSAGE);
const AT = new Date('2026-11-27T20:00:00.000Z');
const AT_SECONDS = String(AT.getTime() / 1000);

type HmacPlan = Extract<ServerAuth, { type: 'hmac' }>;
const hmac = (overrides: Partial<HmacPlan> = {}): HmacPlan => ({
  type: 'hmac',
  secretKey: SECRET,
  algorithm: 'sha256',
  ...overrides,
});
const digest = (
  algorithm: string,
  key: string | Buffer,
  payload: string,
  encoding: 'hex' | 'base64' = 'hex',
) => createHmac(algorithm, key).update(payload).digest(encoding);

describe('signServerMessage', () => {
  it('sends the JSON body with the default plan: sha256 of "{timestamp}.{body}" in hex, x-signature, x-timestamp', async () => {
    const { body, headers } = await signServerMessage(SERVER_MESSAGE, hmac(), { timestamp: AT });
    expect(body).toBe(BODY);
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'x-signature': digest('sha256', SECRET, `${AT_SECONDS}.${BODY}`),
      'x-timestamp': AT_SECONDS,
    });
  });

  it.each(['sha256', 'sha512', 'sha1'] as const)('algorithm %s', async (algorithm) => {
    const { headers } = await signServerMessage(SERVER_MESSAGE, hmac({ algorithm }), { timestamp: AT });
    expect(headers['x-signature']).toBe(digest(algorithm, SECRET, `${AT_SECONDS}.${BODY}`));
  });

  it('names its headers, prefixes and encodes the signature, and decodes a base64 secret as the plan says', async () => {
    const keyBytes = Buffer.from([0, 1, 2, 250, 251, 252, 42, 7]);
    const plan = hmac({
      signatureHeader: 'X-Clinic-Signature',
      timestampHeader: 'X-Clinic-Time',
      signaturePrefix: 'v1=',
      signatureEncoding: 'base64',
      secretKey: keyBytes.toString('base64'),
      secretIsBase64: true,
    });
    const { headers } = await signServerMessage(SERVER_MESSAGE, plan, { timestamp: AT });
    expect(headers['X-Clinic-Signature']).toBe(
      `v1=${digest('sha256', keyBytes, `${AT_SECONDS}.${BODY}`, 'base64')}`,
    );
    expect(headers['X-Clinic-Time']).toBe(AT_SECONDS);
    expect(headers).not.toHaveProperty('x-signature');
  });

  it('includeTimestamp: false signs the body alone', async () => {
    const { headers } = await signServerMessage(SERVER_MESSAGE, hmac({ includeTimestamp: false }), {
      timestamp: AT,
    });
    expect(headers['x-signature']).toBe(digest('sha256', SECRET, BODY));
  });

  it('fills every placeholder of payloadFormat: method, normalised url, timestamp, message id, body', async () => {
    const plan = hmac({
      payloadFormat: '{svix-id}|{method} {url}|{timestamp}|{body}',
      messageIdHeader: 'svix-id',
    });
    const first = await signServerMessage(SERVER_MESSAGE, plan, {
      url: 'https://Clinic.Example',
      timestamp: AT,
    });
    const id = first.headers['svix-id'] as string;
    expect(id).toMatch(/^msg_[0-9a-f]{24}$/);
    expect(first.headers['x-signature']).toBe(
      digest('sha256', SECRET, `${id}|POST https://clinic.example/|${AT_SECONDS}|${BODY}`),
    );
    // Each message gets its own id.
    const second = await signServerMessage(SERVER_MESSAGE, plan, {
      url: 'https://clinic.example/',
      timestamp: AT,
    });
    expect(second.headers['svix-id']).not.toBe(id);
  });

  it('needs the URL when the format signs it, and a header for a signed message id', async () => {
    await expect(signServerMessage(SERVER_MESSAGE, hmac({ payloadFormat: '{url}{body}' }))).rejects.toThrow(
      /options\.url/,
    );
    await expect(
      signServerMessage(SERVER_MESSAGE, hmac({ payloadFormat: '{svix-id}{body}' })),
    ).rejects.toThrow(TypeError);
  });

  it('bearer, legacy secret and none', async () => {
    const bearer = await signServerMessage(SERVER_MESSAGE, { type: 'bearer', token: 'tok-1' });
    expect(bearer.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' });
    const custom = await signServerMessage(SERVER_MESSAGE, {
      type: 'bearer',
      token: 'tok-1',
      headerName: 'X-Api-Key',
      bearerPrefixEnabled: false,
    });
    expect(custom.headers).toEqual({ 'Content-Type': 'application/json', 'X-Api-Key': 'tok-1' });
    const legacy = await signServerMessage(SERVER_MESSAGE, { type: 'x-vapi-secret', secret: 's3cret' });
    expect(new Headers(legacy.headers).get('x-vapi-secret')).toBe('s3cret');
    const none = await signServerMessage(SERVER_MESSAGE, { type: 'none' });
    expect(none).toEqual({ body: BODY, headers: { 'Content-Type': 'application/json' } });
    await expect(signServerMessage(SERVER_MESSAGE, { type: 'oauth2' } as never)).rejects.toThrow(TypeError);
  });
});

describe('what signServerMessage sends, verifyServerMessage takes', () => {
  // A server URL written without a path and with capitals, as the platform's dashboard lets one type it.
  const URL_AS_WRITTEN = 'https://Clinic.Example';
  const signatures: [string, HmacPlan][] = [
    ['the default HMAC plan', hmac()],
    [
      'sha512, base64, prefixed, base64 secret',
      hmac({
        algorithm: 'sha512',
        signatureEncoding: 'base64',
        signaturePrefix: 'sha512=',
        secretKey: Buffer.from('raw key bytes').toString('base64'),
        secretIsBase64: true,
      }),
    ],
    [
      'a Svix-style format with method and url',
      hmac({
        payloadFormat: '{svix-id}.{timestamp}.{method}.{url}.{body}',
        messageIdHeader: 'webhook-id',
        signatureHeader: 'webhook-signature',
        timestampHeader: 'webhook-timestamp',
      }),
    ],
  ];
  const tokens: [string, ServerAuth][] = [
    ['a bearer token in its own header', { type: 'bearer', token: 'tok-1', headerName: 'X-Token' }],
    ['the legacy secret', { type: 'x-vapi-secret', secret: 's3cret' }],
  ];

  const arrival = async (plan: ServerAuth, edit: (body: string) => string = (body) => body) => {
    const { body, headers } = await signServerMessage(SERVER_MESSAGE, plan, { url: URL_AS_WRITTEN });
    return new Request(URL_AS_WRITTEN, { method: 'POST', headers, body: edit(body) });
  };

  it.each([...signatures, ...tokens])('%s', async (_, plan) => {
    expect(await verifyServerMessage(await arrival(plan), { auth: plan })).toEqual(SERVER_MESSAGE.message);
  });

  it.each(signatures)('%s: a changed body fails', async (_, plan) => {
    const tampered = await arrival(plan, (body) => body.replace('[]', '[{}]'));
    await expect(verifyServerMessage(tampered, { auth: plan })).rejects.toMatchObject({
      reason: 'signature-mismatch',
      status: 401,
    });
  });
});

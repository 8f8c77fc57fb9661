import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createServerMessageHandler,
  DeadlineError,
  ServerMessageVerificationError,
  type ServerMessageVerificationReason,
} from '../../src/server/index';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('https://clinic.example/platform', { method: 'POST', headers, body });
const message = (fields: Record<string, unknown>) => JSON.stringify({ message: fields });

afterEach(() => {
  vi.useRealTimers();
});

describe('createServerMessageHandler', () => {
  it("calls the message type's handler with its message and answers what it returns", async () => {
    const assistantRequest = vi.fn(() => ({ assistantId: 'front-desk' }));
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: { 'assistant-request': assistantRequest },
    });
    const response = await handle(post(message({ type: 'assistant-request', call: { id: 'c1' } })));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ assistantId: 'front-desk' });
    expect(assistantRequest).toHaveBeenCalledWith(
      { type: 'assistant-request', call: { id: 'c1' } },
      expect.objectContaining({ request: expect.any(Request), deadline: expect.any(Number) }),
    );
  });

  it('answers 200 {} for a type without a handler, and for a handler that returns nothing', async () => {
    const endOfCall = vi.fn(async () => undefined);
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: { 'end-of-call-report': endOfCall },
    });
    const unhandled = await handle(post(message({ type: 'speech-update', status: 'started', role: 'user' })));
    expect([unhandled.status, await unhandled.json()]).toEqual([200, {}]);
    const handled = await handle(
      post(message({ type: 'end-of-call-report', endedReason: 'customer-ended-call' })),
    );
    expect([handled.status, await handled.json()]).toEqual([200, {}]);
    expect(endOfCall).toHaveBeenCalledOnce();
  });

  it('passes a type the document does not list to onUnknown, and answers 200 {}', async () => {
    const onUnknown = vi.fn();
    const hang = vi.fn();
    const handle = createServerMessageHandler({ auth: { type: 'none' }, on: { hang }, onUnknown });
    const response = await handle(post(message({ type: 'future-thing', detail: 1 })));
    expect([response.status, await response.json()]).toEqual([200, {}]);
    expect(onUnknown).toHaveBeenCalledWith({ type: 'future-thing', detail: 1 });
    expect(hang).not.toHaveBeenCalled();
    const silent = createServerMessageHandler({ auth: { type: 'none' }, on: { hang } });
    const unheard = await silent(post(message({ type: 'future-thing' })));
    expect([unheard.status, await unheard.json()]).toEqual([200, {}]);
  });

  it.each([
    ['malformed JSON', '{"message": {"type": "hang"'],
    ['no message', JSON.stringify({ type: 'hang' })],
    ['a message without a type', message({ status: 'ended' })],
    ['a type that is not a string', message({ type: 7 })],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('answers 400 for %s', async (_, body) => {
    const hang = vi.fn();
    const onUnknown = vi.fn();
    const handle = createServerMessageHandler({ auth: { type: 'none' }, on: { hang }, onUnknown });
    expect((await handle(post(body))).status).toBe(400);
    expect(hang).not.toHaveBeenCalled();
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it('answers 500 without the error when a handler throws, and gives the error to onError', async () => {
    const failure = new Error('database password is hunter2');
    const onError = vi.fn();
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        'tool-calls': async () => {
          throw failure;
        },
      },
      onError,
    });
    const response = await handle(
      post(message({ type: 'tool-calls', toolCallList: [], toolWithToolCallList: [] })),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('hunter2');
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('answers 413 past maxBodyBytes, declared or streamed, before any handler runs', async () => {
    const hang = vi.fn();
    const handle = createServerMessageHandler({ auth: { type: 'none' }, maxBodyBytes: 64, on: { hang } });
    const big = message({ type: 'hang', padding: 'x'.repeat(100) });
    expect((await handle(post(big))).status).toBe(413);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('x'.repeat(40)));
      },
    });
    const streamed = new Request('https://clinic.example/platform', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handle(streamed)).status).toBe(413);
    // It stops reading at the limit rather than draining an endless body.
    expect(pulled).toBeLessThan(5);
    expect(hang).not.toHaveBeenCalled();
    const fits = await handle(post(message({ type: 'hang' })));
    expect(fits.status).toBe(200);
  });

  it('answers 405 to anything but POST', async () => {
    const handle = createServerMessageHandler({ auth: { type: 'none' }, on: {} });
    expect((await handle(new Request('https://clinic.example/platform'))).status).toBe(405);
  });

  it('reports a DeadlineError when assistant-request is not answered within 7.5 s', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    let finish: (value: { assistantId: string }) => void = () => {};
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: { 'assistant-request': () => new Promise((resolve) => (finish = resolve)) },
      onError,
    });
    const answer = handle(post(message({ type: 'assistant-request' })));
    await vi.advanceTimersByTimeAsync(7_499);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onError).toHaveBeenCalledOnce();
    const error = onError.mock.calls[0]?.[0] as DeadlineError;
    expect(error).toBeInstanceOf(DeadlineError);
    expect([error.name, error.messageType, error.deadlineMs]).toEqual([
      'DeadlineError',
      'assistant-request',
      7_500,
    ]);
    finish({ assistantId: 'late' });
    expect((await answer).status).toBe(200);
  });

  it('holds other types to 20 s unless deadlines says otherwise, and reports nothing for a timely answer', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const slow = (ms: number) => () =>
      new Promise<{ results: [] }>((resolve) => setTimeout(() => resolve({ results: [] }), ms));
    const toolCalls = message({ type: 'tool-calls', toolCallList: [], toolWithToolCallList: [] });
    const standard = createServerMessageHandler({
      auth: { type: 'none' },
      on: { 'tool-calls': slow(19_000) },
      onError,
    });
    const timely = standard(post(toolCalls));
    await vi.advanceTimersByTimeAsync(25_000);
    expect((await timely).status).toBe(200);
    expect(onError).not.toHaveBeenCalled();

    const tight = createServerMessageHandler({
      auth: { type: 'none' },
      on: { 'tool-calls': slow(3_000) },
      onError,
      deadlines: { 'tool-calls': 2_000 },
    });
    const late = tight(post(toolCalls));
    await vi.advanceTimersByTimeAsync(3_000);
    await late;
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'DeadlineError', deadlineMs: 2_000 }),
    );
  });
});

describe('refusals reach onRejected', () => {
  const SECRET = 'clinic-signing-secret';
  const hmac = { type: 'hmac', secretKey: SECRET, algorithm: 'sha256' } as const;
  const seconds = (offset = 0) => String(Math.floor(Date.now() / 1000) + offset);
  const sign = (timestamp: string, body: string) =>
    createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  const hang = message({ type: 'hang' });

  const cases: [ServerMessageVerificationReason, number, () => Request][] = [
    ['missing-signature', 401, () => post(hang, { 'x-timestamp': seconds() })],
    ['missing-timestamp', 401, () => post(hang, { 'x-signature': sign('', hang) })],
    [
      'stale-timestamp',
      401,
      () => post(hang, { 'x-signature': sign(seconds(-400), hang), 'x-timestamp': seconds(-400) }),
    ],
    [
      'signature-mismatch',
      401,
      () => post(hang, { 'x-signature': sign(seconds(), `${hang} `), 'x-timestamp': seconds() }),
    ],
    ['body-too-large', 413, () => post(message({ type: 'hang', padding: 'x'.repeat(300) }))],
    [
      'malformed',
      400,
      () => post('{"message":', { 'x-signature': sign(seconds(), '{"message":'), 'x-timestamp': seconds() }),
    ],
  ];

  it.each(cases)('%s answers %i and reaches onRejected, no handler', async (reason, status, request) => {
    const onRejected = vi.fn();
    const handler = vi.fn();
    const handle = createServerMessageHandler({
      auth: hmac,
      maxBodyBytes: 200,
      on: { hang: handler },
      onRejected,
    });
    const response = await handle(request());
    expect(response.status).toBe(status);
    expect(onRejected).toHaveBeenCalledOnce();
    const error = onRejected.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ServerMessageVerificationError);
    expect([error.reason, error.status]).toEqual([reason, status]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('bad-token, from a bearer plan', async () => {
    const onRejected = vi.fn();
    const handle = createServerMessageHandler({
      auth: { type: 'bearer', token: 'tok-1' },
      on: {},
      onRejected,
    });
    expect((await handle(post(hang, { Authorization: 'Bearer tok-2' }))).status).toBe(401);
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ reason: 'bad-token', status: 401 }));
  });

  it('answers every 401 with one body, whatever failed, and never the expected signature', async () => {
    const bodies = new Set<string>();
    const handle = createServerMessageHandler({ auth: hmac, on: {} });
    for (const [, status, request] of cases.filter(([, status]) => status === 401)) {
      const response = await handle(request());
      expect(response.status).toBe(status);
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    const [body] = [...bodies];
    const timestamp = seconds();
    expect(body).not.toContain(sign(timestamp, hang));
    expect(body).not.toMatch(/signature|timestamp|token/i);
  });

  it('a throwing onRejected still answers the refusal, and its error reaches onError', async () => {
    const failure = new Error('logger down');
    const onError = vi.fn();
    const handle = createServerMessageHandler({
      auth: hmac,
      on: {},
      onRejected: () => {
        throw failure;
      },
      onError,
    });
    expect((await handle(post(hang))).status).toBe(401);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('publicUrl is what {url} stands for, instead of the URL the request arrived at', async () => {
    const plan = { ...hmac, payloadFormat: '{url}:{timestamp}:{body}' };
    const timestamp = seconds();
    const signature = createHmac('sha256', SECRET)
      .update(`https://clinic.example/hooks/platform:${timestamp}:${hang}`)
      .digest('hex');
    // The proxy forwards https://clinic.example/hooks/platform to this server's /platform over plain http.
    const arrived = () =>
      new Request('http://127.0.0.1:8787/platform', {
        method: 'POST',
        headers: { 'x-signature': signature, 'x-timestamp': timestamp },
        body: hang,
      });
    const onRejected = vi.fn();
    const plain = createServerMessageHandler({ auth: plan, on: {}, onRejected });
    expect((await plain(arrived())).status).toBe(401);
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ reason: 'signature-mismatch' }));
    const proxied = createServerMessageHandler({
      auth: plan,
      on: {},
      publicUrl: 'https://clinic.example/hooks/platform',
    });
    expect((await proxied(arrived())).status).toBe(200);
  });
});

describe('the host context: waitUntil', () => {
  /** A Worker's ctx as the runtime gives it: waitUntil is a method that needs its `this`. */
  class FakeExecutionContext {
    readonly #pending: Promise<unknown>[] = [];
    waitUntil(promise: Promise<unknown>): void {
      this.#pending.push(promise);
    }
    settled() {
      return Promise.allSettled(this.#pending);
    }
    get pendingCount() {
      return this.#pending.length;
    }
  }

  it("answers end-of-call-report at once and keeps the work after it in the host's waitUntil", async () => {
    const ctx = new FakeExecutionContext();
    let release: () => void = () => {};
    const archived: string[] = [];
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        'end-of-call-report': (report, { waitUntil }) => {
          // Destructured on purpose: the context's waitUntil must not need its object either.
          waitUntil(
            new Promise<void>((resolve) => (release = resolve)).then(() => {
              archived.push(String(report.endedReason));
            }),
          );
        },
      },
    });
    const response = await handle(post(message({ type: 'end-of-call-report', endedReason: 'hangup' })), ctx);
    expect(response.status).toBe(200);
    expect(archived).toEqual([]);
    expect(ctx.pendingCount).toBe(1);
    release();
    await ctx.settled();
    expect(archived).toEqual(['hangup']);
  });

  it('reports work that fails to onError, with or without a host', async () => {
    const onError = vi.fn();
    const failure = new Error('archive unreachable');
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: { hang: (_, { waitUntil }) => waitUntil(Promise.reject(failure)) },
      onError,
    });
    const ctx = new FakeExecutionContext();
    expect((await handle(post(message({ type: 'hang' })), ctx)).status).toBe(200);
    await ctx.settled();
    expect(onError).toHaveBeenCalledWith(failure);
    onError.mockClear();
    expect((await handle(post(message({ type: 'hang' })))).status).toBe(200);
    // A macrotask runs only once every pending microtask, the rejection's report among them, has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerMessageHandler } from '../../src/server/create-server-message-handler';
import { DeadlineError } from '../../src/server/deadline-error';

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

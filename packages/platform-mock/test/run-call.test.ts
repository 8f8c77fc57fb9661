import { createHmac } from 'node:crypto';
import { createPlatformClient } from '@clinic/api-client';
import { answerToolCalls, createServerMessageHandler } from '@clinic/api-client/server';
import { describe, expect, it, vi } from 'vitest';
import type { CallScriptStep } from '../src/index';
import { createPlatformMock } from '../src/msw/platform-mock';

const SECRET = 'mock-signing-secret';
const TOOL_URL = 'https://tools.clinic.example/platform';
const ASSISTANT_URL = 'https://clinic.example/assistant-events';

async function setUp(plan: Record<string, unknown>) {
  const platform = createPlatformMock();
  const client = createPlatformClient({ token: 'test-key', fetch: platform.fetch });
  const { data: credential } = await client.POST('/credential', {
    body: { provider: 'webhook', authenticationPlan: plan } as never,
  });
  const credentialId = (credential as { id: string }).id;
  const { data: assistant } = await client.POST('/assistant', {
    body: {
      name: 'Reception',
      server: { url: ASSISTANT_URL, credentialId },
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        tools: [
          {
            type: 'function',
            function: { name: 'checkAvailability', parameters: { type: 'object', properties: {} } },
            server: { url: TOOL_URL, credentialId },
          },
        ],
      },
    } as never,
  });
  const { data: call } = await client.POST('/call', {
    body: { assistantId: (assistant as { id: string }).id },
  });
  return { platform, client, callId: (call as { id: string }).id };
}

/** A fetch that serves each URL with its own Fetch-API handler, recording the requests. */
function serverFetch(routes: Record<string, (request: Request) => Promise<Response>>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const route = routes[request.url];
    if (!route) throw new TypeError(`nothing listens at ${request.url}`);
    return route(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const SCRIPT = [
  { user: "I'd like a cleaning next week." },
  { tool: 'checkAvailability', arguments: { week: '2026-12-07' } },
  { assistant: 'Tuesday at nine is free.' },
  { end: 'customer-ended-call' },
];

describe('platform.runCall', () => {
  it("posts the platform's messages in order, signed with the credential's HMAC plan, and records the answers", async () => {
    const { platform, client, callId } = await setUp({
      type: 'hmac',
      secretKey: SECRET,
      algorithm: 'sha256',
    });
    const auth = { type: 'hmac', secretKey: SECRET, algorithm: 'sha256' } as const;
    const checkAvailability = vi.fn(
      async (args: Record<string, unknown>) => `Tuesday 9:00 in the week of ${String(args.week)}`,
    );
    const tools = createServerMessageHandler({
      auth,
      on: { 'tool-calls': answerToolCalls({ checkAvailability }) },
    });
    const events = vi.fn();
    const assistantServer = createServerMessageHandler({
      auth,
      on: {
        'status-update': events,
        transcript: events,
        'conversation-update': events,
        'end-of-call-report': events,
      },
    });
    const { fetch, requests } = serverFetch({ [TOOL_URL]: tools, [ASSISTANT_URL]: assistantServer });

    const run = await platform.runCall(callId, { script: SCRIPT, fetch });

    expect(
      run.messages.map(({ type, url, status }) => [type, url === TOOL_URL ? 'tool' : 'assistant', status]),
    ).toEqual([
      ['status-update', 'assistant', 200],
      ['transcript', 'assistant', 200],
      ['conversation-update', 'assistant', 200],
      ['tool-calls', 'tool', 200],
      ['conversation-update', 'assistant', 200],
      ['transcript', 'assistant', 200],
      ['conversation-update', 'assistant', 200],
      ['status-update', 'assistant', 200],
      ['end-of-call-report', 'assistant', 200],
    ]);
    expect(checkAvailability).toHaveBeenCalledWith(
      { week: '2026-12-07' },
      expect.anything(),
      expect.anything(),
    );
    const toolCalls = run.messages[3];
    expect(toolCalls?.body).toEqual({
      results: [
        {
          toolCallId: expect.any(String),
          name: 'checkAvailability',
          result: 'Tuesday 9:00 in the week of 2026-12-07',
        },
      ],
    });
    // The assistant's real tool definition travels with the call.
    expect(toolCalls?.message.toolWithToolCallList).toEqual([
      expect.objectContaining({
        type: 'function',
        function: expect.objectContaining({ name: 'checkAvailability' }),
      }),
    ]);
    expect(events.mock.calls.map(([message]) => message.type)).toEqual([
      'status-update',
      'transcript',
      'conversation-update',
      'conversation-update',
      'transcript',
      'conversation-update',
      'status-update',
      'end-of-call-report',
    ]);

    // Signed as the plan says, checked here with node:crypto.
    const request = requests[3] as Request;
    const timestamp = request.headers.get('x-timestamp') as string;
    const body = await request.text();
    expect(request.headers.get('x-signature')).toBe(
      createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex'),
    );

    const { data: ended } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
    expect(ended?.endedReason).toBe('customer-ended-call');
    expect(ended?.status).toBe('ended');
    expect(ended?.messages).toContainEqual(
      expect.objectContaining({
        role: 'tool_call_result',
        name: 'checkAvailability',
        result: 'Tuesday 9:00 in the week of 2026-12-07',
      }),
    );
  });

  it('signs with every option of the plan as the handler reads them', async () => {
    const plan = {
      type: 'hmac',
      secretKey: Buffer.from('binary-key').toString('base64'),
      secretIsBase64: true,
      algorithm: 'sha512',
      signatureHeader: 'x-clinic-signature',
      timestampHeader: 'x-clinic-time',
      signaturePrefix: 'v1=',
      signatureEncoding: 'base64',
      payloadFormat: '{timestamp}:{body}',
    } as const;
    const { platform, callId } = await setUp(plan);
    const handle = createServerMessageHandler({
      auth: plan,
      on: { 'tool-calls': answerToolCalls({ checkAvailability: () => 'ok' }) },
    });
    const { fetch, requests } = serverFetch({ [TOOL_URL]: handle, [ASSISTANT_URL]: handle });
    const run = await platform.runCall(callId, { script: SCRIPT, fetch });
    expect(run.messages.every((message) => message.status === 200)).toBe(true);
    const request = requests[0] as Request;
    const expected = createHmac('sha512', Buffer.from('binary-key'))
      .update(`${request.headers.get('x-clinic-time')}:${await request.text()}`)
      .digest('base64');
    expect(request.headers.get('x-clinic-signature')).toBe(`v1=${expected}`);
  });

  it('sends the bearer token of a bearer plan, and a refused request leaves an error in the tool result', async () => {
    const { platform, client, callId } = await setUp({ type: 'bearer', token: 'tool-token' });
    const accepting = createServerMessageHandler({ auth: { type: 'bearer', token: 'tool-token' }, on: {} });
    const refusing = createServerMessageHandler({ auth: { type: 'bearer', token: 'another-token' }, on: {} });
    const { fetch, requests } = serverFetch({ [TOOL_URL]: refusing, [ASSISTANT_URL]: accepting });
    const run = await platform.runCall(callId, { script: SCRIPT, fetch });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tool-token');
    expect(run.messages.find((message) => message.type === 'tool-calls')?.status).toBe(401);
    expect(run.messages.find((message) => message.type === 'status-update')?.status).toBe(200);
    const { data: ended } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
    expect(ended?.messages).toContainEqual(
      expect.objectContaining({ role: 'tool_call_result', result: expect.stringContaining('401') }),
    );
  });

  it("falls back to the phone number's server, and refuses an unknown call or tool", async () => {
    const platform = createPlatformMock();
    const [phoneNumber] = platform.seed('/phone-number', [
      { provider: 'vapi', server: { url: ASSISTANT_URL } },
    ]);
    const [assistant] = platform.seed('/assistant', [{ name: 'No server' }]);
    const [call] = platform.seed('/call', [{ assistantId: assistant?.id, phoneNumberId: phoneNumber?.id }]);
    const { fetch } = serverFetch({
      [ASSISTANT_URL]: createServerMessageHandler({ auth: { type: 'none' }, on: {} }),
    });
    const run = await platform.runCall(call?.id as string, { script: [{ user: 'Hello' }], fetch });
    expect(run.messages.map((message) => [message.type, message.url])).toContainEqual([
      'status-update',
      ASSISTANT_URL,
    ]);
    expect(run.call.endedReason).toBe('customer-ended-call');
    await expect(platform.runCall('missing', { script: [] })).rejects.toThrow(/No call missing/);
    await expect(platform.runCall(call?.id as string, { script: [{ tool: 'nope' }], fetch })).rejects.toThrow(
      /nope/,
    );
  });

  it("refuses a step with two kinds' fields before anything is sent (it played the first and dropped the other)", async () => {
    const platform = createPlatformMock();
    const [assistant] = platform.seed('/assistant', [{ name: 'Reception', server: { url: ASSISTANT_URL } }]);
    const [call] = platform.seed('/call', [{ assistantId: assistant?.id }]);
    const { fetch } = serverFetch({
      [ASSISTANT_URL]: createServerMessageHandler({ auth: { type: 'none' }, on: {} }),
    });
    const run = (step: unknown) =>
      platform.runCall(call?.id as string, { script: [{ user: 'Hello' }, step as CallScriptStep], fetch });

    await expect(run({ user: 'Bye.', end: 'silence-timed-out' })).rejects.toThrow(
      new TypeError(
        'Step 1 mixes the fields of two kinds of step (user, end): a step is one of { user }, { assistant }, { tool, arguments? }, { end }.',
      ),
    );
    await expect(run({ assistant: 'Booked.', arguments: { week: '2026-12-07' } })).rejects.toThrow(
      /Step 1 mixes the fields of two kinds of step \(assistant, arguments\)/,
    );
    await expect(run({ greeting: 'Hi' })).rejects.toThrow('Step 1 is none of');
    expect(fetch).not.toHaveBeenCalled();
    // A field left undefined is absent, as the type reads it.
    const ended = await run({ user: undefined, end: 'silence-timed-out' });
    expect(ended.call.endedReason).toBe('silence-timed-out');
  });
});

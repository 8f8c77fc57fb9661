import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlatformClient } from '@clinic/api-client';
import { createNodeListener } from '@clinic/api-client/server';
import { createPlatformMock } from '@clinic/platform-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppointmentBook, createAppointmentBook } from '../src/appointment-book';
import { createClinicToolServer } from '../src/clinic-tools';

// The whole path a real call takes: the mocked platform signs each server message with the HMAC credential the
// assistant names and POSTs it over HTTP to the tool server, which verifies it and answers from the book.
const PLAN = { type: 'hmac', secretKey: 'clinic-example-secret', algorithm: 'sha256' } as const;

let server: Server;
let serverUrl: string;
let book: AppointmentBook;
const errors: Error[] = [];

beforeEach(async () => {
  book = createAppointmentBook();
  errors.length = 0;
  server = createServer(
    createNodeListener(createClinicToolServer({ auth: PLAN, book, onError: (error) => errors.push(error) })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform`;
});

afterEach(() => {
  server.close();
});

async function callWithClinicAssistant() {
  const platform = createPlatformMock();
  const client = createPlatformClient({ token: 'test-key', fetch: platform.fetch });
  const { data: credential } = await client.POST('/credential', {
    body: { provider: 'webhook', authenticationPlan: PLAN } as never,
  });
  const tool = (name: string, properties: Record<string, unknown>) => ({
    type: 'function',
    function: { name, parameters: { type: 'object', properties, required: Object.keys(properties) } },
  });
  const { data: assistant } = await client.POST('/assistant', {
    body: {
      name: 'Clinic reception',
      server: { url: serverUrl, credentialId: (credential as { id: string }).id },
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        tools: [
          tool('checkAvailability', { week: { type: 'string' } }),
          tool('bookAppointment', {
            slot: { type: 'string' },
            patientName: { type: 'string' },
            treatment: { type: 'string' },
          }),
        ],
      },
    } as never,
  });
  const { data: call } = await client.POST('/call', {
    body: { assistantId: (assistant as { id: string }).id },
  });
  return { platform, client, callId: (call as { id: string }).id };
}

const resultsOf = (body: unknown) =>
  (body as { results: { name: string; result?: string; error?: string }[] }).results;

describe('the clinic tool server, driven by the mock platform', () => {
  it('finds free slots and books one during a scripted call, with every message signed and verified', async () => {
    const { platform, client, callId } = await callWithClinicAssistant();
    const run = await platform.runCall(callId, {
      script: [
        { user: "I'd like a cleaning next week." },
        { tool: 'checkAvailability', arguments: { week: '2026-12-07' } },
        { assistant: 'Monday at nine is free. Shall I book it?' },
        { user: 'Yes please, Jana Nováková.' },
        {
          tool: 'bookAppointment',
          arguments: {
            slot: '2026-12-07T09:00:00.000Z',
            patientName: 'Jana Nováková',
            treatment: 'cleaning',
          },
        },
        { assistant: 'You are booked for Monday at nine.' },
        { end: 'customer-ended-call' },
      ],
    });

    expect(run.messages.map((message) => message.status)).toEqual(run.messages.map(() => 200));
    const [availability, booking] = run.messages.filter((message) => message.type === 'tool-calls');
    const free = JSON.parse(resultsOf(availability?.body)[0]?.result ?? '{}') as { freeSlots: string[] };
    expect(free.freeSlots[0]).toBe('2026-12-07T09:00:00.000Z');
    expect(resultsOf(booking?.body)[0]?.result).toMatch(
      /^Booked cleaning for Jana Nováková at 2026-12-07T09:00:00.000Z/,
    );
    expect(book.appointments()).toEqual([
      { id: 'apt-1', slot: '2026-12-07T09:00:00.000Z', patientName: 'Jana Nováková', treatment: 'cleaning' },
    ]);

    const { data: ended } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
    expect(ended?.endedReason).toBe('customer-ended-call');
    expect(ended?.messages?.filter((message) => message.role === 'tool_call_result')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it("answers a taken slot with that call's error, and the call carries it", async () => {
    book.book({ slot: '2026-12-07T10:00:00.000Z', patientName: 'Petr', treatment: 'check-up' });
    const { platform, client, callId } = await callWithClinicAssistant();
    const run = await platform.runCall(callId, {
      script: [
        { tool: 'bookAppointment', arguments: { slot: '2026-12-07T10:00:00.000Z', patientName: 'Jana' } },
      ],
    });
    const answer = resultsOf(run.messages.find((message) => message.type === 'tool-calls')?.body)[0];
    expect(answer?.error).toMatch(/bookAppointment failed: .*already booked/);
    const { data: ended } = await client.GET('/call/{id}', { params: { path: { id: callId } } });
    expect(ended?.messages).toContainEqual(
      expect.objectContaining({ role: 'tool_call_result', result: answer?.error }),
    );
    expect(book.appointments()).toHaveLength(1);
  });

  it('refuses a message without the signature, before touching the book', async () => {
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        toolCallList: [
          {
            id: 'x',
            type: 'function',
            function: {
              name: 'bookAppointment',
              arguments: '{"slot":"2026-12-07T09:00:00.000Z","patientName":"Eve"}',
            },
          },
        ],
        toolWithToolCallList: [],
      },
    });
    const response = await fetch(serverUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(401);
    expect(book.appointments()).toEqual([]);
  });
});

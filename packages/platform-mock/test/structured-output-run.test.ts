import { describe, expect, it } from 'vitest';
import { createMockPlatform } from './fakes/mock-platform';

const TRANSCRIPTS = [
  'AI: Smile Dental, how can I help?\nUser: I need a cleaning on 2026-12-03, my number is 601 222 333.\nAI: Your appointment is booked.',
  'AI: Smile Dental, how can I help?\nUser: My tooth hurts, I may need an extraction.\nAI: Let me check the diary.',
];

async function arrange() {
  const mock = createMockPlatform();
  const calls = mock.platform.seed(
    '/call',
    TRANSCRIPTS.map((transcript) => ({
      type: 'inboundPhoneCall',
      status: 'ended',
      artifact: { transcript },
    })),
  );
  const { data: output } = await mock.client.POST('/structured-output', {
    body: {
      name: 'visit',
      schema: {
        type: 'object',
        properties: {
          appointmentBooked: { type: 'boolean' },
          treatment: { type: 'string', enum: ['cleaning', 'filling', 'extraction'] },
          preferredDate: { type: 'string', format: 'date' },
        },
      },
    },
  });
  if (!output) throw new Error('no structured output');
  return { ...mock, calls, output };
}

describe('POST /structured-output/run', () => {
  it('a preview answers the value read from that call, keyed by the output id, and changes nothing', async () => {
    const { client, calls, output, store } = await arrange();
    const preview = (callId: string) =>
      client.POST('/structured-output/run', {
        body: { structuredOutputId: output.id, callIds: [callId], previewEnabled: true },
      });

    const first = await preview(calls[0]?.id ?? '');
    const second = await preview(calls[1]?.id ?? '');

    expect(first.data).toEqual({
      [output.id]: {
        name: 'visit',
        result: { appointmentBooked: true, treatment: 'cleaning', preferredDate: '2026-12-03' },
      },
    });
    expect(second.data).toEqual({
      [output.id]: {
        name: 'visit',
        result: { appointmentBooked: false, treatment: 'extraction', preferredDate: null },
      },
    });
    expect(store.get('call', calls[0]?.id ?? '')?.artifact).not.toHaveProperty('structuredOutputs');
  });

  it('a run writes each call its own value, visible on GET /call/{id}', async () => {
    const { client, calls, output } = await arrange();

    const { data, response } = await client.POST('/structured-output/run', {
      body: { structuredOutputId: output.id, callIds: calls.map((call) => call.id) },
    });
    const read = await Promise.all(
      calls.map((call) => client.GET('/call/{id}', { params: { path: { id: call.id } } })),
    );

    expect(response.status).toBe(200);
    expect(data).toMatchObject({ message: expect.any(String), workflowId: expect.any(String) });
    expect(
      read.map(
        ({ data: call }) =>
          (call?.artifact?.structuredOutputs as Record<string, { result: unknown }>)?.[output.id]?.result,
      ),
    ).toEqual([
      { appointmentBooked: true, treatment: 'cleaning', preferredDate: '2026-12-03' },
      { appointmentBooked: false, treatment: 'extraction', preferredDate: null },
    ]);
  });

  it('a regex output follows the documented rules: capture group for a string, match for a boolean', async () => {
    const { client, calls } = await arrange();
    const run = (schema: { type: 'string' | 'boolean' }, callId: string) =>
      client.POST('/structured-output/run', {
        body: {
          structuredOutput: { name: 'phone', type: 'regex', regex: '/number is ([\\d ]+\\d)/i', schema },
          callIds: [callId],
          previewEnabled: true,
        },
      });

    const phone = await run({ type: 'string' }, calls[0]?.id ?? '');
    const none = await run({ type: 'boolean' }, calls[1]?.id ?? '');

    expect(Object.values(phone.data ?? {})).toEqual([{ name: 'phone', result: '601 222 333' }]);
    expect(Object.values(none.data ?? {})).toEqual([{ name: 'phone', result: false }]);
  });

  it('refuses an unknown call or output, and a preview over more than one call', async () => {
    const { client, calls, output } = await arrange();
    const unknown = '00000000-0000-4000-8000-0000000000ff';

    await expect(
      client.POST('/structured-output/run', { body: { structuredOutputId: output.id, callIds: [unknown] } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.POST('/structured-output/run', {
        body: { structuredOutputId: unknown, callIds: [calls[0]?.id ?? ''] },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client.POST('/structured-output/run', {
        body: { structuredOutputId: output.id, callIds: calls.map((call) => call.id), previewEnabled: true },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

import { describe, expect, it } from 'vitest';
import { answerToolCalls } from '../../src/server/answer-tool-calls';
import type { ServerMessageContext } from '../../src/server/create-server-message-handler';
import type { ServerMessageOfType, ToolCall } from '../../src/server/server-message-types';

const context = {
  request: new Request('https://clinic.example/'),
  deadline: 0,
  waitUntil: () => {},
} satisfies ServerMessageContext;

// The document types arguments as a JSON string; an object is passed through the cast to test that form too.
const call = (id: string, name: string, args: string | object): ToolCall => ({
  id,
  type: 'function',
  function: { name, arguments: args as string },
});

const toolCalls = (...toolCallList: ToolCall[]): ServerMessageOfType<'tool-calls'> => ({
  type: 'tool-calls',
  toolCallList,
  toolWithToolCallList: [],
});

describe('answerToolCalls', () => {
  it('answers one result per call, with its toolCallId and name, strings as they are and other values as JSON', async () => {
    const answer = answerToolCalls({
      checkAvailability: async (args) => `free on ${String(args.week)}`,
      bookAppointment: (args) => ({ booked: true, slot: args.slot }),
      countSlots: () => 3,
    });
    const response = await answer(
      toolCalls(
        call('t1', 'checkAvailability', JSON.stringify({ week: '2026-12-07' })),
        call('t2', 'bookAppointment', { slot: '09:00' }),
        call('t3', 'countSlots', ''),
      ),
      context,
    );
    expect(response.results).toEqual([
      { toolCallId: 't1', name: 'checkAvailability', result: 'free on 2026-12-07' },
      { toolCallId: 't2', name: 'bookAppointment', result: '{"booked":true,"slot":"09:00"}' },
      { toolCallId: 't3', name: 'countSlots', result: '3' },
    ]);
  });

  it('gives the function its call and the context', async () => {
    const seen: unknown[] = [];
    const answer = answerToolCalls({
      whoCalls: (_, toolCall, given) => {
        seen.push(toolCall.id, given);
        return 'ok';
      },
    });
    await answer(toolCalls(call('t9', 'whoCalls', '{}')), context);
    expect(seen).toEqual(['t9', context]);
  });

  it("turns a throw into that call's error, naming the function, and leaves the other calls alone", async () => {
    const answer = answerToolCalls({
      bookAppointment: async () => {
        throw new Error('slot taken');
      },
      checkAvailability: () => 'Tuesday',
    });
    const { results } = await answer(
      toolCalls(call('t1', 'bookAppointment', '{}'), call('t2', 'checkAvailability', '{}')),
      context,
    );
    expect(results).toEqual([
      { toolCallId: 't1', name: 'bookAppointment', error: 'bookAppointment failed: slot taken' },
      { toolCallId: 't2', name: 'checkAvailability', result: 'Tuesday' },
    ]);
  });

  it('answers an unknown function name, or arguments that are not a JSON object, with an error naming it', async () => {
    const answer = answerToolCalls({ checkAvailability: () => 'Tuesday' });
    const { results } = await answer(
      toolCalls(
        call('t1', 'cancelAppointment', '{}'),
        call('t2', 'toString', '{}'),
        call('t3', 'checkAvailability', '{not json'),
        call('t4', 'checkAvailability', '[1]'),
      ),
      context,
    );
    expect(
      results?.map((result) => [result.toolCallId, result.result, result.error?.includes(result.name)]),
    ).toEqual([
      ['t1', undefined, true],
      ['t2', undefined, true],
      ['t3', undefined, true],
      ['t4', undefined, true],
    ]);
  });

  it('runs the calls of one message concurrently', async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = answerToolCalls({
      wait: async (args) => {
        started.push(String(args.n));
        await gate;
        return String(args.n);
      },
    });
    const pending = answer(
      toolCalls(call('a', 'wait', '{"n":1}'), call('b', 'wait', '{"n":2}'), call('c', 'wait', '{"n":3}')),
      context,
    );
    // Every call has started while the first is still waiting: none waits for another.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['1', '2', '3']);
    release();
    expect((await pending).results?.map((result) => result.result)).toEqual(['1', '2', '3']);
  });
});

import { describe, expect, it } from 'vitest';
import { createTranscript, type PlatformMessage } from '../src/index';
import { createHarness, documentedMessages as documented } from './support';

async function startedCall() {
  const harness = createHarness();
  await harness.call.start({ assistantId: 'asst_1' });
  const fake = harness.factory.last;
  if (!fake) throw new Error('no call object was created');
  return { ...harness, fake };
}

describe('the documented platform messages, as Daily delivers them', () => {
  it('reach message whole, in order, each under its own type', async () => {
    const { call, fake, recorder } = await startedCall();
    for (const message of documented) fake.emitAppMessage(JSON.stringify(message));
    expect(recorder.of('message')).toEqual(documented);
    await call.stop();
  });

  it("hands a client-side tool's call over with its arguments as sent: an object, or a JSON string", async () => {
    const { call, fake, recorder } = await startedCall();
    const toolCall = (id: string, args: string | Record<string, unknown>) => ({
      id,
      type: 'function',
      function: { name: 'updateUI', arguments: args },
    });
    const toolCalls = {
      type: 'tool-calls',
      toolWithToolCallList: [],
      toolCallList: [toolCall('call_1', { message: 'Saved.' }), toolCall('call_2', '{"message":"Saved."}')],
    } as const satisfies PlatformMessage;
    fake.emitAppMessage(JSON.stringify(toolCalls));
    const [received] = recorder.of('message');
    if (received?.type !== 'tool-calls') throw new Error('no tool-calls message');
    const messages = received.toolCallList.map(({ function: { arguments: args } }) =>
      typeof args === 'string' ? (JSON.parse(args) as Record<string, unknown>).message : args.message,
    );
    expect(messages).toEqual(['Saved.', 'Saved.']);
    await call.stop();
  });

  it('a final-only transcript (its documented type) closes the line of its role', async () => {
    const { call, fake } = await startedCall();
    const transcript = createTranscript(call);
    const final = { type: 'transcript[transcriptType="final"]', role: 'user', transcriptType: 'final' };
    fake.emitAppMessage(JSON.stringify({ ...final, transcript: 'A cleaning next week.' }));
    expect(transcript.getSnapshot()).toEqual([{ role: 'user', text: 'A cleaning next week.', final: true }]);
    transcript.dispose();
    await call.stop();
  });

  it('a type clientMessages can ask for but the document does not describe still reaches the page', async () => {
    const { call, fake, recorder } = await startedCall();
    const functionCall = { type: 'function-call', functionCall: { name: 'bookAppointment', parameters: {} } };
    fake.emitAppMessage(JSON.stringify(functionCall));
    expect(recorder.of('message')).toEqual([{ type: 'unknown', message: functionCall }]);
    await call.stop();
  });
});

import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../src/index';
import { createHarness } from './support';

async function startedCall() {
  const harness = createHarness();
  await harness.call.start({ assistantId: 'asst_1' });
  const fake = harness.factory.last;
  if (!fake) throw new Error('no call object was created');
  return { call: harness.call, sent: () => fake.sentAppMessages.map((data) => JSON.parse(String(data))) };
}

describe('say()', () => {
  it("sends the text as the documented content, and as the message the platform's own SDK sends", async () => {
    const { call, sent } = await startedCall();
    call.say('Our time is up, goodbye!', true);
    expect(sent().at(-1)).toEqual({
      type: 'say',
      content: 'Our time is up, goodbye!',
      message: 'Our time is up, goodbye!',
      endCallAfterSpoken: true,
    });
    await call.stop();
  });
});

describe('send()', () => {
  // The platform's own examples: its Live Call Control page and its Web SDK page.
  const documented: ClientMessage[] = [
    {
      type: 'say',
      content: 'Welcome to Vapi, this message was injected during the call.',
      endCallAfterSpoken: false,
    },
    {
      type: 'add-message',
      message: { role: 'system', content: 'New message added to conversation' },
      triggerResponseEnabled: true,
    },
    { type: 'add-message', message: { role: 'tool', content: '{"status":"sent"}' } },
    { type: 'control', control: 'mute-assistant' },
    { type: 'control', control: 'unmute-customer' },
    { type: 'end-call' },
    {
      type: 'transfer',
      destination: { type: 'number', number: '+1234567890' },
      content: 'Transferring your call now',
    },
    {
      type: 'transfer',
      destination: { type: 'sip', sipUri: 'sip:+transferPhoneNumber@sip.telnyx.com' },
      content: 'Testing transfer call.',
    },
  ];

  it('sends each documented client message to the room as the platform documents it', async () => {
    const { call, sent } = await startedCall();
    for (const message of documented) expect(call.send(message)).toBe(true);
    expect(sent().slice(-documented.length)).toEqual(documented);
    await call.stop();
  });
});

import { describe, expectTypeOf, it } from 'vitest';
import type { ClientMessage, ConversationMessage, WebCall } from '../src/index';

declare const call: WebCall;

// The platform's own examples of what a client sends during a call: its Live Call Control page (the say, control,
// end-call and transfer requests) and its Web SDK page (`vapi.send` with add-message, and the roles it lists).
describe('ClientMessage: the documented client messages', () => {
  it('sends add-message with every role the Web SDK page lists', () => {
    expectTypeOf(call.send).toBeCallableWith({
      type: 'add-message',
      message: { role: 'system', content: 'The user has pressed the button, say peanuts' },
    });
    for (const role of ['system', 'user', 'assistant', 'tool', 'function'] as const) {
      expectTypeOf(call.send).toBeCallableWith({
        type: 'add-message',
        message: { role, content: 'New message added to conversation' },
        triggerResponseEnabled: true,
      });
    }
    expectTypeOf<ConversationMessage['role']>().toEqualTypeOf<
      'assistant' | 'function' | 'user' | 'system' | 'tool'
    >();
  });

  it('sends say with the documented content, and with the message field the platform SDK sends', () => {
    expectTypeOf(call.send).toBeCallableWith({
      type: 'say',
      content: 'Welcome to Vapi, this message was injected during the call.',
      endCallAfterSpoken: false,
    });
    expectTypeOf(call.send).toBeCallableWith({
      type: 'say',
      message: 'One moment',
      endCallAfterSpoken: true,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
  });

  it('sends every documented control', () => {
    for (const control of [
      'mute-assistant',
      'unmute-assistant',
      'mute-customer',
      'unmute-customer',
      'say-first-message',
    ] as const) {
      expectTypeOf(call.send).toBeCallableWith({ type: 'control', control });
    }
    // What the platform's SDK sends once a recorded call's recording runs.
    expectTypeOf(call.send).toBeCallableWith({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: 2.5,
    });
  });

  it('sends end-call and a transfer to a number or a SIP URI', () => {
    expectTypeOf(call.send).toBeCallableWith({ type: 'end-call' });
    expectTypeOf(call.send).toBeCallableWith({
      type: 'transfer',
      destination: { type: 'number', number: '+1234567890' },
      content: 'Transferring your call now',
    });
    expectTypeOf(call.send).toBeCallableWith({
      type: 'transfer',
      destination: { type: 'sip', sipUri: 'sip:+transferPhoneNumber@sip.telnyx.com' },
      content: 'Testing transfer call.',
    });
  });

  it('still refuses what the platform does not describe', () => {
    // @ts-expect-error unknown control
    call.send({ type: 'control', control: 'explode' });
    // @ts-expect-error a transfer destination needs its number
    call.send({ type: 'transfer', destination: { type: 'number' } });
    // @ts-expect-error a misspelt type
    call.send({ type: 'end_call' });
    // Every message has a string type, for the run-time check of send().
    expectTypeOf<ClientMessage['type']>().toBeString();
  });
});

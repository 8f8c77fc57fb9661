import type { components } from '@clinic/api-client';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  KnownPlatformMessage,
  KnownPlatformMessageType,
  PLATFORM_MESSAGE_TYPES,
  PlatformMessage,
  RawPlatformMessage,
  TranscriptMessage,
  UnknownPlatformMessage,
  WebCall,
} from '../src/index';
import { documentedCall as callObject, documentedMessages } from './support';

declare const call: WebCall;
declare const message: PlatformMessage;

describe('PlatformMessage', () => {
  it('is the payload of message', () => {
    call.on('message', (received) => expectTypeOf(received).toEqualTypeOf<PlatformMessage>());
  });

  it("narrows on type === 'transcript' to role, transcriptType and transcript, without a cast", () => {
    if (message.type === 'transcript') {
      expectTypeOf(message.role).toEqualTypeOf<'assistant' | 'user'>();
      expectTypeOf(message.transcriptType).toEqualTypeOf<'partial' | 'final'>();
      expectTypeOf(message.transcript).toEqualTypeOf<string>();
      expectTypeOf(message).toExtend<TranscriptMessage>();
      // @ts-expect-error a misspelt field is a compile error
      message.transcrpt;
    }
  });

  it('narrows every described message on its type', () => {
    switch (message.type) {
      case 'speech-update':
        expectTypeOf(message.status).toEqualTypeOf<'started' | 'stopped'>();
        break;
      case 'status-update':
        // The platform's list of reasons, as its server messages have it.
        expectTypeOf(message.endedReason).toEqualTypeOf<
          components['schemas']['ServerMessageStatusUpdate']['endedReason']
        >();
        // @ts-expect-error status-update has no transcriptType
        message.transcriptType;
        break;
      case 'conversation-update':
        expectTypeOf(message.messagesOpenAIFormatted).toBeArray();
        break;
      case 'language-change-detected':
        expectTypeOf(message.language).toEqualTypeOf<string>();
        break;
      case 'tool-calls':
        expectTypeOf(message.toolCallList[0]?.function.name).toEqualTypeOf<string | undefined>();
        break;
      case 'user-interrupted':
        expectTypeOf(message.turnId).toEqualTypeOf<string | undefined>();
        break;
      case 'hang':
        // @ts-expect-error hang carries nothing but the call context
        message.transcript;
        break;
    }
  });

  it('lets a message of a type the document does not know through, wrapped, without widening the others', () => {
    if (message.type === 'unknown') {
      expectTypeOf(message).toEqualTypeOf<UnknownPlatformMessage>();
      expectTypeOf(message.message).toEqualTypeOf<RawPlatformMessage>();
      expectTypeOf(message.message.type).toEqualTypeOf<string>();
      expectTypeOf(message.message.anything).toEqualTypeOf<unknown>();
    } else {
      expectTypeOf(message).toEqualTypeOf<KnownPlatformMessage>();
    }
    // @ts-expect-error no index signature on the union: unknown fields are not readable without narrowing
    message.anything;
  });

  it('always has a string type, tool-calls included (the document leaves its type optional)', () => {
    const type: string = message.type;
    expectTypeOf(type).toBeString();
    expectTypeOf<Extract<PlatformMessage, { type: 'tool-calls' }>>().not.toBeNever();
    // Every message has one of the listed types: dispatching on all of them leaves nothing over.
    expectTypeOf<Exclude<PlatformMessage, { type: PlatformMessage['type'] }>>().toBeNever();
    switch (message.type) {
      case 'unknown':
        break;
      default: {
        const known: KnownPlatformMessageType = message.type;
        expectTypeOf(known).toEqualTypeOf<KnownPlatformMessageType>();
      }
    }
  });

  it('lists exactly the described types at run time', () => {
    type Listed = (typeof PLATFORM_MESSAGE_TYPES)[number];
    expectTypeOf<Listed>().toEqualTypeOf<KnownPlatformMessageType>();
    // The wrapper's tag never collides with a described type.
    expectTypeOf<Extract<KnownPlatformMessageType, 'unknown'>>().toBeNever();
  });
});

// The platform's own examples of the messages a page receives (its Web SDK page says a page gets what a server gets, for
// the types in `clientMessages`): the runtime tests feed the same list through Daily.
describe('PlatformMessage: the documented example payloads', () => {
  it('takes each documented message as it is written', () => {
    const ended = { type: 'status-update', call: callObject, status: 'ended' } as const;
    expectTypeOf(ended).toExtend<PlatformMessage>();
    expectTypeOf(documentedMessages).items.toExtend<PlatformMessage>();
  });

  it('types a status update as the platform describes it: the call, the artifact, where it is forwarded', () => {
    if (message.type === 'status-update') {
      expectTypeOf(message.call?.id).toEqualTypeOf<string | undefined>();
      expectTypeOf(message.artifact?.transcript).toEqualTypeOf<string | undefined>();
      expectTypeOf(message.destination).not.toBeUndefined();
      expectTypeOf<'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended'>().toExtend<
        typeof message.status
      >();
      expectTypeOf<'assistant-ended-call' | 'customer-ended-call' | 'exceeded-max-duration'>().toExtend<
        NonNullable<typeof message.endedReason>
      >();
    }
  });
});

describe("PlatformMessage: a tool call's arguments", () => {
  it('are a JSON string or the object itself, as the client-side tools page reads them', () => {
    if (message.type !== 'tool-calls') return;
    for (const toolCall of message.toolCallList) {
      const args = toolCall.function.arguments;
      expectTypeOf(args).toEqualTypeOf<string | Record<string, unknown>>();
      const parameters = typeof args === 'string' ? (JSON.parse(args) as unknown) : args;
      expectTypeOf(parameters).toEqualTypeOf<unknown>();
      if (typeof args === 'object') expectTypeOf(args.message).toEqualTypeOf<unknown>();
    }
  });
});

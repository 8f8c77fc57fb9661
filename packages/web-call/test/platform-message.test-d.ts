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
        expectTypeOf(message.endedReason).toEqualTypeOf<string | undefined>();
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

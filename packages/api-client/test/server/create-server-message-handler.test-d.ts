import { describe, expectTypeOf, it } from 'vitest';
import { answerToolCalls } from '../../src/server/answer-tool-calls';
import { createServerMessageHandler } from '../../src/server/create-server-message-handler';
import {
  isListedServerMessage,
  type ServerMessageVerificationError,
  type ServerMessageVerificationReason,
  signServerMessage,
  verifyServerMessage,
} from '../../src/server/index';
import type { ServerMessageType } from '../../src/server/server-message-type-list';
import type {
  ServerMessageOfType,
  ServerMessageResponseOfType,
  ToolCallResult,
} from '../../src/server/server-message-types';

describe('typed dispatch', () => {
  it('gives each handler its own variant', () => {
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        'tool-calls': (message) => {
          expectTypeOf(message.type).toEqualTypeOf<'tool-calls'>();
          expectTypeOf<(typeof message.toolCallList)[number]['function']['name']>().toBeString();
          return { results: [] };
        },
        transcript: (message) => {
          expectTypeOf(message.type).toEqualTypeOf<'transcript'>();
          expectTypeOf(message.transcript).toBeString();
        },
        'end-of-call-report': (message) => {
          expectTypeOf(message).toEqualTypeOf<ServerMessageOfType<'end-of-call-report'>>();
          expectTypeOf(message.endedReason).toBeString();
        },
      },
    });
  });

  it("requires each handler to answer its type's response", () => {
    expectTypeOf<ServerMessageResponseOfType<'tool-calls'>>().toHaveProperty('results');
    expectTypeOf<ServerMessageResponseOfType<'end-of-call-report'>>().toEqualTypeOf<void>();
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        'assistant-request': async () => ({ assistantId: 'front-desk' }),
        'tool-calls': () => ({ results: [{ toolCallId: 'a', name: 'b', result: 'c' }] }),
      },
    });
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        // @ts-expect-error a result must be a string
        'tool-calls': () => ({ results: [{ toolCallId: 'a', name: 'b', result: 42 }] }),
      },
    });
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        // @ts-expect-error a tool-calls answer has no `assistantId`
        'tool-calls': async () => ({ assistantId: 'front-desk' }),
      },
    });
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        // @ts-expect-error an assistant-request answer's assistantId is a string
        'assistant-request': () => ({ assistantId: 7 }),
      },
    });
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        // @ts-expect-error not a message type of the platform
        'tool-call': () => ({ results: [] }),
      },
    });
  });

  it('requires auth to be written out, with the plan fields the platform has', () => {
    // @ts-expect-error auth is required
    createServerMessageHandler({ on: {} });
    // @ts-expect-error sha384 is not an algorithm of the plan
    createServerMessageHandler({ auth: { type: 'hmac', secretKey: 'k', algorithm: 'sha384' }, on: {} });
    createServerMessageHandler({
      auth: {
        type: 'hmac',
        secretKey: 'k',
        algorithm: 'sha512',
        signatureHeader: 'x-sig',
        timestampHeader: 'x-ts',
        signaturePrefix: 'v1=',
        includeTimestamp: true,
        payloadFormat: '{timestamp}.{body}',
        signatureEncoding: 'base64',
        secretIsBase64: true,
      },
      on: {},
    });
    createServerMessageHandler({
      auth: { type: 'bearer', token: 't', headerName: 'x', bearerPrefixEnabled: false },
      on: {},
    });
  });

  it('fits answerToolCalls into the tool-calls slot', () => {
    const answer = answerToolCalls({ checkAvailability: async (args) => args.week });
    createServerMessageHandler({ auth: { type: 'none' }, on: { 'tool-calls': answer } });
    expectTypeOf(answer).returns.resolves.toEqualTypeOf<{ results?: ToolCallResult[]; error?: string }>();
    // @ts-expect-error a tool-calls answer does not fit assistant-request
    createServerMessageHandler({ auth: { type: 'none' }, on: { 'assistant-request': answer } });
  });
});

describe('the type mapping', () => {
  it('maps every message type onto a schema whose type enum has it', () => {
    type Unmapped = {
      [Type in ServerMessageType]: [ServerMessageOfType<Type>] extends [never] ? Type : never;
    }[ServerMessageType];
    expectTypeOf<Unmapped>().toBeNever();
  });
});

describe('verification and the host context', () => {
  it('resolves the message of verifyServerMessage, narrowed by its type once it is a listed one', async () => {
    const message = await verifyServerMessage(new Request('https://clinic.example/'), {
      auth: { type: 'none' },
    });
    if (isListedServerMessage(message) && message.type === 'tool-calls') {
      expectTypeOf(message.toolCallList).toBeArray();
    }
    expectTypeOf<ServerMessageVerificationError['reason']>().toEqualTypeOf<ServerMessageVerificationReason>();
    expectTypeOf<ServerMessageVerificationError['status']>().toEqualTypeOf<400 | 401 | 413>();
  });

  it("takes a Worker's ctx as the host and gives handlers waitUntil", () => {
    const handle = createServerMessageHandler({
      auth: { type: 'none' },
      on: {
        'end-of-call-report': (_, { waitUntil }) => {
          expectTypeOf(waitUntil).toEqualTypeOf<(work: Promise<unknown>) => void>();
        },
      },
      onRejected: (error) => expectTypeOf(error).toEqualTypeOf<ServerMessageVerificationError>(),
    });
    const ctx = { waitUntil(_: Promise<unknown>) {}, passThroughOnException() {} };
    expectTypeOf(handle).toBeCallableWith(new Request('https://clinic.example/'), ctx);
    expectTypeOf(handle).toBeCallableWith(new Request('https://clinic.example/'));
    // A handle still fits where a plain Fetch-API handler is expected.
    expectTypeOf(handle).toMatchTypeOf<(request: Request) => Promise<Response>>();
  });

  it('signs only what has a message type', () => {
    // @ts-expect-error a server message is { message: { type } }
    signServerMessage({ type: 'hang' }, { type: 'none' });
  });
});

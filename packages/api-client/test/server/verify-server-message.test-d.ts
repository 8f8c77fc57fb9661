import { describe, expectTypeOf, it } from 'vitest';
import {
  createServerMessageHandler,
  isListedServerMessage,
  type ListedServerMessage,
  type ServerMessageOfType,
  type UnlistedServerMessage,
  type VerifiedServerMessage,
  verifyServerMessage,
} from '../../src/server/index';

declare const message: VerifiedServerMessage;

// verifyServerMessage resolves any message with a string `type`: a type the platform added after our document
// arrives as it was sent, and the type must say so (it used to be the listed union only, so `type ===
// 'call.transferred'` did not compile).
describe('a verified message', () => {
  it('is what verifyServerMessage resolves, with a type that is any string', async () => {
    const verified = await verifyServerMessage(new Request('https://clinic.example/'), {
      auth: { type: 'none' },
    });
    expectTypeOf(verified).toEqualTypeOf<VerifiedServerMessage>();
    expectTypeOf(verified.type).toEqualTypeOf<string>();
  });

  it('can be of a type the document does not list, with its fields as sent', () => {
    if (message.type === 'call.transferred') {
      expectTypeOf(message).toEqualTypeOf<UnlistedServerMessage>();
      expectTypeOf(message.destination).toEqualTypeOf<unknown>();
    }
  });

  it('is told apart by isListedServerMessage: a listed one then narrows by type, as before', () => {
    if (isListedServerMessage(message)) {
      expectTypeOf(message).toEqualTypeOf<ListedServerMessage>();
      switch (message.type) {
        case 'tool-calls':
          expectTypeOf(message.toolCallList[0]?.function.name).toEqualTypeOf<string | undefined>();
          break;
        case 'end-of-call-report':
          expectTypeOf(message).toExtend<ServerMessageOfType<'end-of-call-report'>>();
          // @ts-expect-error an end-of-call report has no toolCallList
          message.toolCallList;
          break;
        case 'status-update':
          expectTypeOf(message.status).not.toBeUnknown();
          break;
      }
    } else {
      expectTypeOf(message).toEqualTypeOf<UnlistedServerMessage>();
      expectTypeOf(message.type).toEqualTypeOf<string>();
    }
  });

  it('reaches onUnknown as the same unlisted message', () => {
    createServerMessageHandler({
      auth: { type: 'none' },
      on: {},
      onUnknown: (unlisted) => expectTypeOf(unlisted).toEqualTypeOf<UnlistedServerMessage>(),
    });
  });
});

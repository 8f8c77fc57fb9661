import { describe, expectTypeOf, it } from 'vitest';
import { type ServerMessage, type SignedServerMessage, signServerMessage } from '../../src/server/index';

declare const received: ServerMessage;

describe('signServerMessage', () => {
  it('takes a message written inline with the fields of its type, as the README signs one', () => {
    expectTypeOf(
      signServerMessage({ message: { type: 'status-update', status: 'in-progress' } }, { type: 'none' }),
    ).toEqualTypeOf<Promise<SignedServerMessage>>();
    signServerMessage(
      { message: { type: 'tool-calls', toolCallList: [], call: { id: 'call-1' } } },
      { type: 'bearer', token: 'secret' },
    );
  });

  it("takes the package's own ServerMessage, whose tool-calls variant leaves type optional", () => {
    signServerMessage(received, { type: 'none' });
  });

  it('still wants a message with a type', () => {
    // @ts-expect-error the message is wrapped: { message: { type } }
    signServerMessage({ type: 'hang' }, { type: 'none' });
    // @ts-expect-error a message without a type is no server message
    signServerMessage({ message: { status: 'in-progress' } }, { type: 'none' });
  });
});

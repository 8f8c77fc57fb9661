import { describe, expectTypeOf, it } from 'vitest';
import type { WebCall, WebCallResponse, WebCallTarget } from '../src/index';

declare const call: WebCall;

describe('start() targets', () => {
  it('takes one assistant, squad or workflow, by id or inline', () => {
    expectTypeOf(call.start({ assistantId: 'a' })).toEqualTypeOf<Promise<WebCallResponse | null>>();
    call.start({ assistant: { name: 'Reception' } });
    call.start({ squadId: 's' });
    call.start({ squad: { members: [] } });
    call.start({ workflowId: 'w' });
    call.start({ workflow: { name: 'Booking', nodes: [], edges: [] } });
  });

  it('refuses two targets at once, as start() does at run time', () => {
    // @ts-expect-error an assistant and a squad
    call.start({ assistantId: 'a', squadId: 'b' });
    // @ts-expect-error the same assistant by id and inline
    call.start({ assistantId: 'a', assistant: { name: 'Reception' } });
    // @ts-expect-error a workflow and an assistant
    call.start({ workflowId: 'w', assistantId: 'a' });
    const both = { squadId: 's', workflowId: 'w' };
    // @ts-expect-error two targets from a variable too
    call.start(both);
  });

  it('narrows on the key it has', () => {
    const idOf = (target: WebCallTarget) => ('assistantId' in target ? target.assistantId : undefined);
    expectTypeOf(idOf).returns.toEqualTypeOf<string | undefined>();
  });
});

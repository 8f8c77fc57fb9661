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

// The platform's Web SDK page and web quickstart start calls this way.
describe('start(): the documented examples', () => {
  const transcriber = { provider: 'deepgram', model: 'nova-2', language: 'en-US' } as const;

  it('takes the inline assistant and the overrides they show', () => {
    call.start({
      assistant: {
        name: 'My Inline Assistant',
        firstMessage: 'Hi! How can I help you today?',
        transcriber,
        model: {
          provider: 'openai',
          model: 'gpt-4o',
          messages: [{ role: 'system', content: 'You are a helpful assistant.' }],
        },
        voice: { provider: 'playht', voiceId: 'jennifer' },
      },
    });
    call.start(
      { assistantId: '79f3XXXX-XXXX-XXXX-XXXX-XXXXXXXXce48' },
      { assistantOverrides: { transcriber, variableValues: { name: 'Alice', userPreferences: { a: 1 } } } },
    );
  });

  it('refuses the top-level recordingEnabled the platform has deprecated for artifactPlan.recordingEnabled', () => {
    // @ts-expect-error no longer in the platform's document: the platform refuses an unknown property
    call.start({ assistantId: 'a' }, { assistantOverrides: { recordingEnabled: false } });
    call.start({ assistantId: 'a' }, { assistantOverrides: { artifactPlan: { recordingEnabled: false } } });
  });
});

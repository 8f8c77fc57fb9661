import { describe, expectTypeOf, it } from 'vitest';
import type { CallScriptStep, PlatformMock } from '../src/index';

declare const platform: PlatformMock;

describe('a step of a scripted call', () => {
  it('is one of four kinds', () => {
    void platform.runCall('call', {
      script: [
        { user: "I'd like a cleaning next week." },
        { tool: 'checkAvailability', arguments: { week: '2026-12-07' } },
        { tool: 'listDentists' },
        { assistant: 'Tuesday at nine is free.' },
        { end: 'customer-ended-call' },
      ],
    });
  });

  it("refuses two kinds' fields in one step, as runCall does at run time", () => {
    // @ts-expect-error said and ended at once
    void platform.runCall('call', { script: [{ user: 'Bye.', end: 'customer-ended-call' }] });
    // @ts-expect-error the assistant speaks or calls a tool, not both in one step
    void platform.runCall('call', { script: [{ assistant: 'One moment.', tool: 'checkAvailability' }] });
    // @ts-expect-error arguments belong to a tool step
    void platform.runCall('call', { script: [{ user: 'Next week?', arguments: { week: '2026-12-07' } }] });
    const both = { user: 'Bye.', end: 'customer-ended-call' };
    // @ts-expect-error from a variable too
    void platform.runCall('call', { script: [both] });
  });

  it('narrows on the field it has', () => {
    const reasonOf = (step: CallScriptStep) => (step.end !== undefined ? step.end : undefined);
    expectTypeOf(reasonOf).returns.toEqualTypeOf<string | undefined>();
    const argumentsOf = (step: CallScriptStep) => (step.tool !== undefined ? step.arguments : undefined);
    expectTypeOf(argumentsOf).returns.toEqualTypeOf<Record<string, unknown> | undefined>();
  });
});

import type { DailyFatalErrorType, DailyNonFatalErrorType } from '@daily-co/daily-js';
import { describe, expectTypeOf, it } from 'vitest';
import type { FakeCallObject } from '../../src/testing/index';

type FatalType = NonNullable<Parameters<FakeCallObject['emitFatalError']>[1]>;
type NonfatalType = Parameters<FakeCallObject['emitNonfatalError']>[0];

declare const fake: FakeCallObject;

describe("the fake's Daily errors", () => {
  it("name Daily's own error types, so an editor offers them", () => {
    expectTypeOf<Extract<FatalType, DailyFatalErrorType>>().toEqualTypeOf<DailyFatalErrorType>();
    expectTypeOf<Extract<NonfatalType, DailyNonFatalErrorType>>().toEqualTypeOf<DailyNonFatalErrorType>();
    fake.emitFatalError('The room expired', 'exp-room');
    fake.emitNonfatalError('audio-processor-error');
  });

  it('still take a type this daily-js does not list, as a newer Daily may send', () => {
    fake.emitFatalError('Something broke', 'unexpected');
    fake.emitNonfatalError('some-future-warning');
    // @ts-expect-error a type is a string
    fake.emitFatalError('Something broke', 1);
  });
});

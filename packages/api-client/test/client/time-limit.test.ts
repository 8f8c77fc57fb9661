import { describe, expect, it } from 'vitest';
import { MAX_TIMER_DELAY_MS, timerDelay } from '../../src/client/options';

describe('timerDelay', () => {
  it('arms a timer for a limit a timer can wait, up to 2^31 - 1 ms', () => {
    expect(timerDelay('timeout', 1)).toBe(1);
    expect(timerDelay('timeout', 45_000)).toBe(45_000);
    expect(timerDelay('timeout', 2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
  });

  it('sets no timer for 0, Infinity or anything longer than a timer can wait', () => {
    for (const ms of [0, -0, 2 ** 31, 1e12, Number.POSITIVE_INFINITY]) {
      expect(timerDelay('timeout', ms)).toBeUndefined();
    }
  });

  it('refuses a negative number, NaN or a non-number with a TypeError naming the option', () => {
    expect(() => timerDelay('timeouts.join', -1)).toThrow(
      new TypeError('timeouts.join must be 0 (no limit) or more milliseconds, not -1.'),
    );
    for (const ms of [Number.NEGATIVE_INFINITY, Number.NaN, '100', null, undefined]) {
      expect(() => timerDelay('timeout', ms as number)).toThrow(TypeError);
    }
  });
});

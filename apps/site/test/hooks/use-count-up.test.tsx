import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, FACTS } from '../../src/data/facts';
import { useCountUp } from '../../src/hooks/use-count-up';
import { RuntimeProvider } from '../../src/runtime/runtime';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { advance } from '../render';

const setup = (reducedMotion: boolean, active = true) => {
  const fake = createFakeRuntime({ reducedMotion });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={fake.runtime}>{children}</RuntimeProvider>
  );
  const hook = renderHook(
    ({ on }) => useCountUp(FACTS.stats.staffHoursSavedWeekly, COUNT_UP_MS.staffHours, on),
    { wrapper, initialProps: { on: active } },
  );
  return { fake, ...hook };
};

describe('useCountUp', () => {
  it('shows the final value at once with reduced motion, and asks for no frames', () => {
    const { result, fake } = setup(true);
    expect(result.current).toEqual({ value: 190, phase: 'done' });
    expect(fake.pendingFrames()).toBe(0);
  });

  it('before it becomes visible, keeps the final value in the page but marks it as waiting (styled invisible)', () => {
    const { result, fake } = setup(false, false);
    expect(result.current).toEqual({ value: 190, phase: 'waiting' });
    expect(fake.pendingFrames()).toBe(0);
  });

  it('counts from 0 to the target over its duration once visible, never going down', () => {
    const { result, fake, rerender } = setup(false, false);
    rerender({ on: true });
    expect(result.current).toEqual({ value: 0, phase: 'counting' });
    const seen: number[] = [];
    for (let ms = 0; ms < 2100; ms += 100) {
      advance(fake, 100);
      seen.push(result.current.value);
    }
    expect(seen.some((value) => value > 100 && value < 190)).toBe(true);
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index]).toBeGreaterThanOrEqual(seen[index - 1] ?? 0);
    }
    expect(result.current).toEqual({ value: 190, phase: 'done' });
    expect(fake.pendingFrames()).toBe(0);
  });

  it('once counted, shows a new target as it is instead of counting again from 0', () => {
    const fake = createFakeRuntime({ reducedMotion: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeProvider runtime={fake.runtime}>{children}</RuntimeProvider>
    );
    const hook = renderHook(({ target }) => useCountUp(target, COUNT_UP_MS.price, true), {
      wrapper,
      initialProps: { target: 499 },
    });
    advance(fake, 1300);
    expect(hook.result.current).toEqual({ value: 499, phase: 'done' });
    hook.rerender({ target: 399 });
    expect(hook.result.current).toEqual({ value: 399, phase: 'done' });
    expect(fake.pendingFrames()).toBe(0);
  });
});

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
    expect(result.current).toBe(190);
    expect(fake.pendingFrames()).toBe(0);
  });

  it('shows the final value before it becomes visible (prerendered HTML)', () => {
    const { result, fake } = setup(false, false);
    expect(result.current).toBe(190);
    expect(fake.pendingFrames()).toBe(0);
  });

  it('counts from 0 to the target over its duration once visible', () => {
    const { result, fake, rerender } = setup(false, false);
    rerender({ on: true });
    expect(result.current).toBe(0);
    advance(fake, 1000);
    expect(result.current).toBeGreaterThan(100);
    expect(result.current).toBeLessThan(190);
    advance(fake, 1100);
    expect(result.current).toBe(190);
    expect(fake.pendingFrames()).toBe(0);
  });
});

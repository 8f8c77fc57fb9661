import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime/runtime';
import { useReducedMotion } from './use-reduced-motion';

// Fast at first, gentle at the end, like a counter settling.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once `active` (visible), frame by frame. Before that and
 * with reduced motion it shows the target, so prerendered HTML and no-JS readers get the real figure.
 */
export function useCountUp(target: number, durationMs: number, active: boolean): number {
  const runtime = useRuntime();
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (!active || reducedMotion) {
      setValue(target);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = () => {
      const now = runtime.now();
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = runtime.requestFrame(step);
    };
    setValue(0);
    frame = runtime.requestFrame(step);
    return () => runtime.cancelFrame(frame);
  }, [active, reducedMotion, target, durationMs, runtime]);

  return value;
}

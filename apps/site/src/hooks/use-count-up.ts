import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime/runtime';
import { useReducedMotion } from './use-reduced-motion';

// Fast at first, gentle at the end, like a counter settling.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Where a count-up is: `waiting` to be seen (the figure is in the page, for readers without scripts and screen
 * readers, but styled invisible while scripts run: see index.css), `counting`, or `done`.
 */
export type CountUpPhase = 'waiting' | 'counting' | 'done';

/** What a counting figure shows, and whether it may be seen yet (`phase`, for its `data-count` attribute). */
export interface CountUp {
  readonly value: number;
  readonly phase: CountUpPhase;
}

/**
 * Counts from 0 to `target` over `durationMs` once `active` (visible), frame by frame, so the figure is never
 * seen at its final value before it counts and only ever grows while it counts. With reduced motion it is done at
 * once. Once counted, a new target (another billing period) is shown as it is: a new figure, not a count.
 */
export function useCountUp(target: number, durationMs: number, active: boolean): CountUp {
  const runtime = useRuntime();
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(target);
  const [phase, setPhase] = useState<CountUpPhase>('waiting');
  const counted = useRef(false);

  useEffect(() => {
    if (reducedMotion || counted.current) {
      setValue(target);
      setPhase('done');
      return;
    }
    if (!active) return;
    let frame = 0;
    let start: number | undefined;
    const step = () => {
      const now = runtime.now();
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) {
        frame = runtime.requestFrame(step);
        return;
      }
      counted.current = true;
      setPhase('done');
    };
    setValue(0);
    setPhase('counting');
    frame = runtime.requestFrame(step);
    return () => runtime.cancelFrame(frame);
  }, [active, reducedMotion, target, durationMs, runtime]);

  return { value, phase };
}

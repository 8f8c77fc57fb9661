import { type RefObject, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime/runtime';
import { useReducedMotion } from './use-reduced-motion';

/** Share of an element that must be visible before it reveals (spec: 10 %). */
export const REVEAL_RATIO = 0.1;

/**
 * Becomes true once the element has been 10 % visible, and stays true. With reduced motion there is no
 * reveal to wait for: it is true at once (after hydration).
 */
export function useReveal<T extends Element>(): [RefObject<T | null>, boolean] {
  const runtime = useRuntime();
  const reducedMotion = useReducedMotion();
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  const revealed = seen || reducedMotion;
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    // Once seen, `revealed` ends this effect, and with it the observation.
    return runtime.observeVisibility(element, REVEAL_RATIO, (visible) => {
      if (visible) setSeen(true);
    });
  }, [runtime, revealed]);
  return [ref, revealed];
}

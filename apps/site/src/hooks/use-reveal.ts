import { type RefObject, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime/runtime';

/** Share of an element that must be visible before it reveals (spec: 10 %). */
export const REVEAL_RATIO = 0.1;

/** Becomes true once the element has been 10 % visible, and stays true. */
export function useReveal<T extends Element>(): [RefObject<T | null>, boolean] {
  const runtime = useRuntime();
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    return runtime.observeVisibility(element, REVEAL_RATIO, () => setRevealed(true));
  }, [runtime, revealed]);
  return [ref, revealed];
}

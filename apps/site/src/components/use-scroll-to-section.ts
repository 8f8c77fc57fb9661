import { useCallback } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRuntime } from '../runtime/runtime';

/** Scrolls to a section of the page: smoothly, or instantly when the visitor prefers reduced motion. */
export function useScrollToSection(): (id: string) => HTMLElement | null {
  const runtime = useRuntime();
  const reducedMotion = useReducedMotion();
  return useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (element) runtime.scrollToElement(element, !reducedMotion);
      return element;
    },
    [runtime, reducedMotion],
  );
}

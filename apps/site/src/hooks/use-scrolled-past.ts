import { useCallback, useSyncExternalStore } from 'react';
import { useRuntime } from '../runtime/runtime';

/**
 * Whether the page is scrolled further than `threshold(viewportHeight)` pixels. Only the boolean is state,
 * so scrolling re-renders nothing until the answer changes.
 */
export function useScrolledPast(threshold: (viewportHeight: number) => number): boolean {
  const runtime = useRuntime();
  const getSnapshot = useCallback(
    () => runtime.scrollY() > threshold(runtime.viewportHeight()),
    [runtime, threshold],
  );
  return useSyncExternalStore(runtime.onScroll, getSnapshot, () => false);
}

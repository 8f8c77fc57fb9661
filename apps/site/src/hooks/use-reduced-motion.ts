import { useSyncExternalStore } from 'react';
import { useRuntime } from '../runtime/runtime';

/** Whether the visitor asked for reduced motion; false while prerendering and hydrating. */
export function useReducedMotion(): boolean {
  const runtime = useRuntime();
  return useSyncExternalStore(runtime.onReducedMotionChange, runtime.prefersReducedMotion, () => false);
}

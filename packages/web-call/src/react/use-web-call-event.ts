import { useEffect, useInsertionEffect, useRef } from 'react';
import type { WebCallEventName, WebCallListener } from '../events';
import type { WebCall } from '../web-call';

/** Listens to one event while mounted; the latest `handler` is always called, so it need not be memoised. */
export function useWebCallEvent<E extends WebCallEventName>(
  call: WebCall,
  event: E,
  handler: WebCallListener<E>,
): void {
  const latest = useRef(handler);
  // Before any effect or layout of this commit runs: an event that fires between the commit and the passive
  // effects (say, from a sibling's layout effect) reaches this render's handler, not the previous one.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = ((...args: Parameters<WebCallListener<E>>) =>
      (latest.current as (...a: Parameters<WebCallListener<E>>) => void)(...args)) as WebCallListener<E>;
    call.on(event, listener);
    return () => {
      call.off(event, listener);
    };
  }, [call, event]);
}

/**
 * Calls `onLevel` with every volume report (0..1, about every 100 ms) and with 0 when the call ends, without
 * re-rendering: draw a visualiser from it in a ref or a canvas.
 */
export function useVolumeLevel(call: WebCall, onLevel: (level: number) => void): void {
  useWebCallEvent(call, 'volume-level', onLevel);
}

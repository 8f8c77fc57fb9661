import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { CallNetwork, CallSnapshot, CallState } from '../call-state';
import type { WebCallErrorEvent } from '../events';
import type { WebCall } from '../web-call';

/** The whole snapshot; re-renders when any of its fields changes (not on the assistant's level: see `useVolumeLevel`). */
export function useCallSnapshot(call: WebCall): CallSnapshot {
  return useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
}

/**
 * One field, or any value derived from the snapshot, of `call`. `select` runs once per snapshot, so it may build a
 * new object; the component re-renders when `isEqual` (default `Object.is`) tells the new value from the last.
 */
export function useCallSelector<T>(
  call: WebCall,
  select: (snapshot: CallSnapshot) => T,
  isEqual: (previous: T, next: T) => boolean = Object.is,
): T {
  // The value the component last rendered with: an inline `select` is new at every render, and an equal value must
  // still be the same one.
  const rendered = useRef<{ value: T }>(undefined);
  // React reads the value more than once per snapshot, and takes two different answers for a change: a new object
  // on every read would render without end.
  const read = useMemo(() => {
    let last: { snapshot: CallSnapshot; value: T } | undefined;
    return () => {
      const snapshot = call.getSnapshot();
      if (last?.snapshot === snapshot) return last.value;
      const selected = select(snapshot);
      const previous = last ?? rendered.current;
      const value = previous && isEqual(previous.value, selected) ? previous.value : selected;
      last = { snapshot, value };
      return value;
    };
  }, [call, select, isEqual]);
  const value = useSyncExternalStore(call.subscribe, read, read);
  useEffect(() => {
    rendered.current = { value };
  });
  return value;
}

const useSelected = useCallSelector;

/** `idle`, `connecting` or `active`; re-renders only when it changes. */
export function useCallState(call: WebCall): CallState {
  return useSelected(call, (snapshot) => snapshot.state);
}

/** Whether the assistant is talking. */
export function useSpeaking(call: WebCall): boolean {
  return useSelected(call, (snapshot) => snapshot.speaking);
}

/** Whether the microphone is muted. */
export function useMuted(call: WebCall): boolean {
  return useSelected(call, (snapshot) => snapshot.muted);
}

/** The last error since the latest start, if any. */
export function useCallError(call: WebCall): WebCallErrorEvent | undefined {
  return useSelected(call, (snapshot) => snapshot.error);
}

/** Whether the browser refused to play the assistant: show a control that calls `resumeAudio()`. */
export function useAudioBlocked(call: WebCall): boolean {
  return useSelected(call, (snapshot) => snapshot.audioBlocked);
}

/** Whether the visitor has not been heard for a while (`mic-silent`). */
export function useMicSilent(call: WebCall): boolean {
  return useSelected(call, (snapshot) => snapshot.micSilent);
}

/** The call's connection and its quality. */
export function useNetwork(call: WebCall): CallNetwork {
  return useSelected(call, (snapshot) => snapshot.network);
}

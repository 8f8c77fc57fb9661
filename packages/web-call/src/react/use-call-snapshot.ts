import { useSyncExternalStore } from 'react';
import type { CallSnapshot, CallState } from '../call-state';
import type { WebCallErrorEvent } from '../events';
import type { WebCall } from '../web-call';

/** The whole snapshot; re-renders when any of its fields changes (never on volume). */
export function useCallSnapshot(call: WebCall): CallSnapshot {
  return useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
}

function useSelected<T>(call: WebCall, select: (snapshot: CallSnapshot) => T): T {
  const read = () => select(call.getSnapshot());
  return useSyncExternalStore(call.subscribe, read, read);
}

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

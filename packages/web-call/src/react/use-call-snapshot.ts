import { useSyncExternalStore } from 'react';
import type { CallNetwork, CallSnapshot, CallState } from '../call-state';
import type { WebCallErrorEvent } from '../events';
import type { WebCall } from '../web-call';

/** The whole snapshot; re-renders when any of its fields changes (never on volume). */
export function useCallSnapshot(call: WebCall): CallSnapshot {
  return useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
}

/**
 * One field (or any value derived from the snapshot) of `call`; re-renders only when it changes. `select` must
 * return a value that stays the same (`===`) while its inputs do: a field, not a new object.
 */
export function useCallSelector<T>(call: WebCall, select: (snapshot: CallSnapshot) => T): T {
  const read = () => select(call.getSnapshot());
  return useSyncExternalStore(call.subscribe, read, read);
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

import type { CallState } from '@clinic/web-call';
import { useSyncExternalStore } from 'react';

// The demo call lives in a lazy chunk; the recordings and the mobile call bar are on the first screen. This small
// store is where they meet, so that at most one conversation is heard at a time (the call, or a recording).

type Listener = () => void;

let current: CallState = 'idle';
let endCall: (() => Promise<void>) | undefined;
const listeners = new Set<Listener>();

/** The demo's side: publishes its call state and how to end the call (`undefined` when the demo goes away). */
export function publishDemoCall(state: CallState, end: (() => Promise<void>) | undefined): void {
  endCall = end;
  if (state === current) return;
  current = state;
  for (const listener of listeners) listener();
}

/** The demo call's state now: `connecting` from the demo's microphone check on, `idle` when there is no demo. */
export function demoCallState(): CallState {
  return current;
}

/** Ends a demo call that is connecting or active (a recording is about to play); resolves at once otherwise. */
export async function endDemoCall(): Promise<void> {
  if (current !== 'idle') await endCall?.();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The demo call's state, for a component outside the demo (prerendered: `idle`). */
export function useDemoCallState(): CallState {
  return useSyncExternalStore(subscribe, demoCallState, () => 'idle' as const);
}

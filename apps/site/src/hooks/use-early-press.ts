import { type RefObject, useEffect } from 'react';
import type { EarlyPresses } from '../app/early-presses';

/** How long a press made before the app could answer it stays worth acting on (ms). */
export const EARLY_PRESS_MS = 5_000;

let earlyPresses: EarlyPresses | undefined;

/** Hands the app the presses the page's entry kept (start-app.tsx, before hydrating). */
export function answerEarlyPresses(presses: EarlyPresses): void {
  earlyPresses = presses;
}

/**
 * Acts on a press the visitor made on `button` before the app hydrated it, if recent: as the button comes alive,
 * `press` runs as its click would have. Asked once, as it mounts: a later press is the button's own click (and
 * React may replay one made while it hydrates; `press` must let a second start or trigger do nothing).
 */
export function useEarlyPress(
  button: RefObject<HTMLElement | null>,
  press: (button: HTMLElement) => void,
): void {
  // As the button mounts only (the press of its first render): a render after it must never act on a press its
  // own click answered.
  useEffect(() => {
    const element = button.current;
    const at = element ? earlyPresses?.get(element) : undefined;
    if (!element || at === undefined) return;
    earlyPresses?.delete(element);
    if (performance.now() - at <= EARLY_PRESS_MS) press(element);
  }, [button]);
}

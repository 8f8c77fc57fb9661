import { type RefObject, useEffect, useRef } from 'react';
import type { EarlyPresses } from '../app/early-presses';

let earlyPresses: EarlyPresses | undefined;

/** Hands the app the presses the page's entry kept (start-app.tsx, before hydrating). */
export function answerEarlyPresses(presses: EarlyPresses): void {
  earlyPresses = presses;
}

/**
 * Acts on a press the visitor made on `button` before the app hydrated it: as the button comes alive, `press`
 * runs as its click would have. Asked once, as it mounts: a later press is the button's own click (and React may
 * replay one made while it hydrates; `press` must let a second start or trigger do nothing).
 */
export function useEarlyPress(
  button: RefObject<HTMLElement | null>,
  press: (button: HTMLElement) => void,
): void {
  const latest = useRef(press);
  latest.current = press;
  useEffect(() => {
    const element = button.current;
    if (element && earlyPresses?.take(element)) latest.current(element);
  }, [button]);
}

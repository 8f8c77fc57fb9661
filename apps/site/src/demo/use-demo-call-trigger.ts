import { useCallback, useEffect, useRef, useState } from 'react';
import { useScrollToSection } from '../components/use-scroll-to-section';
import { DEMO_SECTION_ID } from '../data/sections';
import { useRuntime } from '../runtime/runtime';

/**
 * Asks the demo for a call through its request channel, which lives in the demo's chunk (the sections below the
 * fold, loaded right after the first paint) rather than in the first download; importing it from there keeps it
 * one module instance, the one the demo panel handles requests from.
 */
export const requestDemoCall = async (): Promise<void> => {
  const { demoCallRequests } = await import('../pages/home-below-the-fold');
  demoCallRequests.request();
};

/** After scrolling to the demo, wait this long before asking it for a call (spec). */
export const DEMO_CLICK_DELAY_MS = 800;
/** How long 'Calling…' stays after the request (spec: about 2.8 s in total). */
export const CALLING_AFTER_CLICK_MS = 2000;

/**
 * The call buttons outside the demo (hero, mobile bar, final call to action): scroll to the live demo, ask it for
 * a call after 800 ms (it starts one only when none is connecting or active, so a press never ends a call), and
 * report "calling" until 2 s after that. A second press while calling does nothing.
 */
export function useDemoCallTrigger(request: () => Promise<void> = requestDemoCall): {
  calling: boolean;
  trigger: () => void;
} {
  const runtime = useRuntime();
  const scrollTo = useScrollToSection();
  const [calling, setCalling] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const id of timers.current) runtime.clearTimeout(id);
      timers.current = [];
    },
    [runtime],
  );

  const trigger = useCallback(() => {
    if (timers.current.length > 0) return;
    setCalling(true);
    scrollTo(DEMO_SECTION_ID);
    timers.current.push(
      runtime.setTimeout(() => {
        void request();
        timers.current.push(
          runtime.setTimeout(() => {
            timers.current = [];
            setCalling(false);
          }, CALLING_AFTER_CLICK_MS),
        );
      }, DEMO_CLICK_DELAY_MS),
    );
  }, [request, runtime, scrollTo]);

  return { calling, trigger };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useScrollToSection } from '../components/use-scroll-to-section';
import { DEMO_SECTION_ID } from '../data/sections';
import { useRuntime } from '../runtime/runtime';

/** After scrolling to the demo, wait this long before pressing its call button (spec). */
export const DEMO_CLICK_DELAY_MS = 800;
/** How long 'Calling…' stays after the press (spec: about 2.8 s in total). */
export const CALLING_AFTER_CLICK_MS = 2000;

/**
 * The hero's call button and the mobile bar: scroll to the live demo, press its first button after 800 ms,
 * and report "calling" until 2 s after that. A second press while calling does nothing.
 */
export function useDemoCallTrigger(): { calling: boolean; trigger: () => void } {
  const runtime = useRuntime();
  const scrollTo = useScrollToSection();
  const [calling, setCalling] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const id of timers.current) runtime.clearTimeout(id);
    },
    [runtime],
  );

  const trigger = useCallback(() => {
    if (timers.current.length > 0) return;
    setCalling(true);
    scrollTo(DEMO_SECTION_ID);
    timers.current.push(
      runtime.setTimeout(() => {
        document.getElementById(DEMO_SECTION_ID)?.querySelector('button')?.click();
        timers.current.push(
          runtime.setTimeout(() => {
            timers.current = [];
            setCalling(false);
          }, CALLING_AFTER_CLICK_MS),
        );
      }, DEMO_CLICK_DELAY_MS),
    );
  }, [runtime, scrollTo]);

  return { calling, trigger };
}

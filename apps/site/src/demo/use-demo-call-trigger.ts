import { useCallback, useEffect, useRef, useState } from 'react';
import { useScrollToSection } from '../components/use-scroll-to-section';
import { DEMO_SECTION_ID } from '../data/sections';
import { useRuntime } from '../runtime/runtime';
import { type DemoCallRequest, demoCallRequests } from './demo-call-requests';

/** Asks the live demo for a call through the page's channel, which keeps it until the demo is on the page. */
export const requestDemoCall = (request?: DemoCallRequest): void => demoCallRequests.request(request);

/** After scrolling to the demo, wait this long before asking it for a call (spec). */
export const DEMO_CLICK_DELAY_MS = 800;
/** How long 'Calling…' stays after the request (spec: about 2.8 s in total). */
export const CALLING_AFTER_CLICK_MS = 2000;

/**
 * The call buttons outside the demo (hero, mobile bar, final call to action): scroll to the live demo, ask it for
 * a call after 800 ms (it starts one only when none is connecting or active, so a press never ends a call), and
 * report "calling" until 2 s after that. A second press while calling does nothing. A button that still has the
 * focus when the request goes hands it to the demo (see `DemoCallRequest`).
 */
export function useDemoCallTrigger(request: (request?: DemoCallRequest) => void = requestDemoCall): {
  calling: boolean;
  trigger: (button?: HTMLElement) => void;
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

  const trigger = useCallback(
    (button?: HTMLElement) => {
      if (timers.current.length > 0) return;
      setCalling(true);
      scrollTo(DEMO_SECTION_ID);
      timers.current.push(
        runtime.setTimeout(() => {
          request(document.activeElement === button ? { from: button } : {});
          timers.current.push(
            runtime.setTimeout(() => {
              timers.current = [];
              setCalling(false);
            }, CALLING_AFTER_CLICK_MS),
          );
        }, DEMO_CLICK_DELAY_MS),
      );
    },
    [request, runtime, scrollTo],
  );

  return { calling, trigger };
}

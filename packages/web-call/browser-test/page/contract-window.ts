import type DailyIframe from '@daily-co/daily-js';

// What the contract page puts on `window` for the specs' `page.evaluate` callbacks.
declare global {
  interface Window {
    DailyIframe: typeof DailyIframe;
    contractPageReady: boolean;
  }
}

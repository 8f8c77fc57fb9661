import type { WebCall } from '@clinic/web-call';
import type DailyIframe from '@daily-co/daily-js';
import type * as testing from '../../src/testing/index';
import type { AutoplayReport } from './autoplay-scenario';
import type { ContractHarness } from './contract-harness';

// What the contract page puts on `window` for the specs' `page.evaluate` callbacks.
declare global {
  interface Window {
    DailyIframe: typeof DailyIframe;
    WebCall: typeof WebCall;
    contract: ContractHarness;
    contractPageReady: boolean;
    /** `@clinic/web-call/testing`, for specs that put a fake call object under a real page's media. */
    webCallTesting: typeof testing;
    /** What the `?scenario=autoplay` page saw. */
    autoplayReport?: AutoplayReport;
  }
}

import type { WebCall } from '@clinic/web-call';
import type DailyIframe from '@daily-co/daily-js';
import type * as testing from '../../src/testing/index';
import type { AutoplayReport } from './autoplay-scenario';
import type { ContractHarness } from './contract-harness';
import type { createFakeBackedCall } from './fake-backed-call';
import type { Scenarios } from './scenarios';

// What the contract page puts on `window` for the specs' `page.evaluate` callbacks.
declare global {
  interface Window {
    DailyIframe: typeof DailyIframe;
    WebCall: typeof WebCall;
    contract: ContractHarness;
    contractPageReady: boolean;
    /** `@clinic/web-call/testing`, for specs that put a fake call object under a real page's media. */
    webCallTesting: typeof testing;
    /** A WebCall on the page's real media with the fake call object (see fake-backed-call.ts). */
    createFakeBackedCall: typeof createFakeBackedCall;
    /** The steps the browser suites share (see scenarios.ts). */
    scenarios: Scenarios;
    /** What the `?scenario=autoplay` page saw. */
    autoplayReport?: AutoplayReport;
  }
}

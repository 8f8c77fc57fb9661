import { WebCall } from '@clinic/web-call';
import DailyIframe from '@daily-co/daily-js';
import * as testing from '../../src/testing/index';
import { createContractHarness } from './contract-harness';
import './contract-window';

// The same daily-js module that WebCall's dynamic import resolves to, so both share Daily's one-instance rule.
window.DailyIframe = DailyIframe;
window.WebCall = WebCall;
window.contract = createContractHarness();
window.webCallTesting = testing;
window.contractPageReady = true;
document.getElementById('status')?.replaceChildren('ready');

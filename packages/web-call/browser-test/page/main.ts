import { WebCall } from '@clinic/web-call';
import DailyIframe from '@daily-co/daily-js';
import * as testing from '../../src/testing/index';
import { type AutoplayReport, runAutoplayScenario } from './autoplay-scenario';
import { createContractHarness } from './contract-harness';
import { createFakeBackedCall } from './fake-backed-call';
import { scenarios } from './scenarios';
import './contract-window';

// The same daily-js module that WebCall's dynamic import resolves to, so both share Daily's one-instance rule.
window.DailyIframe = DailyIframe;
window.WebCall = WebCall;
window.contract = createContractHarness();
window.webCallTesting = testing;
window.createFakeBackedCall = createFakeBackedCall;
window.scenarios = scenarios;
window.contractPageReady = true;
document.getElementById('status')?.replaceChildren('ready');

// `?scenario=autoplay`: the page starts a call by itself, before any gesture (see autoplay-scenario.ts).
if (new URLSearchParams(location.search).get('scenario') === 'autoplay') {
  const report: AutoplayReport = { blockedEvents: 0 };
  window.autoplayReport = report;
  void runAutoplayScenario(report);
}

import { createFakeCallFactory, type FakeCallFactory } from '@clinic/web-call/testing';

/**
 * Stands in for `@daily-co/daily-js` in the build that `live-demo-call.spec.ts` tests (vite.config.ts swaps it in
 * when SITE_E2E_FAKE_DAILY is set): daily-js cannot join a room offline, and the demo's in-call behaviour (sound
 * the browser refuses, a microphone nobody hears, a dropped connection, the assistant ending the call) needs a call
 * that is under way. The tests drive the call through `window.fakeDaily`, web-call's own testing fake; everything
 * between it and the visitor (web-call, the demo, the page) is the built site's.
 */
const factory = createFakeCallFactory();

declare global {
  interface Window {
    fakeDaily: FakeCallFactory;
  }
}
window.fakeDaily = factory;

export default {
  createCallObject: factory.createCallObject,
  getCallInstance: () => factory.live()[0],
};

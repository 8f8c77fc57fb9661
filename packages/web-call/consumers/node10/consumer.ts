// The main entry and both subpaths together, as an app on `moduleResolution: "node"` uses them: the `WebCall` the
// main entry creates must be the one the hooks and the fakes take (it has private fields, so a second copy of its
// declaration would not be).
import { createTranscript, WebCall } from '@clinic/web-call';
import { useCallState, useTranscript } from '@clinic/web-call/react';
import { createFakeCallFactory, createFakeMediaDevices } from '@clinic/web-call/testing';

const call = new WebCall({
  publicKey: 'pk',
  createCallObject: createFakeCallFactory().createCallObject,
  mediaDevices: createFakeMediaDevices(),
});

export const useState = () => useCallState(call);
export const useLines = () => useTranscript(call);
export const transcript = createTranscript(call);

// An app compiled with `exactOptionalPropertyTypes`, passing on settings it may not have: every optional option the
// package reads as "unset" when it is `undefined` takes `undefined`. Compiled against the built declarations, as an
// app sees them (the package resolves itself through its `exports`).
import { WebCall, type WebCallTarget } from '@clinic/web-call';
import { createFakeCallFactory, createFakeMediaDevices } from '@clinic/web-call/testing';

declare const maybe: string | undefined;
declare const maybeNumber: number | undefined;
declare const maybeSignal: AbortSignal | undefined;
declare const maybeMediaDevices: MediaDevices | undefined;
declare const target: WebCallTarget;

const call = new WebCall({ publicKey: 'pk', baseUrl: maybe });
export const started = call.start(target, { signal: maybeSignal });

export const configured = new WebCall({
  publicKey: 'pk',
  microphone: undefined,
  noiseCancellation: undefined,
  micSilence: { afterMs: maybeNumber, threshold: maybeNumber },
  mediaDevices: maybeMediaDevices,
  fetch: undefined,
  isMobile: undefined,
  createCallObject: createFakeCallFactory({ createDelay: maybeNumber, localAudio: undefined })
    .createCallObject,
});
export const overridden = call.start(target, {
  assistantOverrides: undefined,
  roomDeleteOnUserLeaveEnabled: undefined,
});
export const media = createFakeMediaDevices({
  microphone: undefined,
  permission: undefined,
  inputs: [{ deviceId: 'mic', label: maybe }],
});

// `timeouts` is read with a spread over its defaults: an `undefined` limit there is refused at run time.
// @ts-expect-error an explicit undefined limit
new WebCall({ publicKey: 'pk', timeouts: { join: maybeNumber } });

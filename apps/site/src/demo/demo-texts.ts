import type { CallState, MicrophonePermission } from '@clinic/web-call';
import type { TextKey } from '../i18n/dictionaries';
import type { DemoFailure } from './demo-failure';
import type { DemoMode } from './demo-mode';
import type { DemoCallStep } from './use-demo-call';

/** The message a visitor reads for each failure. */
export const DEMO_FAILURE_TEXT = {
  'microphone-blocked': 'demo.error.microphoneBlocked',
  'microphone-blocked-by-system': 'demo.error.microphoneBlockedBySystem',
  'microphone-dismissed': 'demo.error.microphoneDismissed',
  'no-microphone': 'demo.error.noMicrophone',
  'microphone-in-use': 'demo.error.microphoneInUse',
  'microphone-unsupported': 'demo.error.microphoneUnsupported',
  'platform-unreachable': 'demo.error.platformUnreachable',
  'platform-refused': 'demo.error.platformRefused',
  'no-answer': 'demo.error.noAnswer',
  'join-failed': 'demo.error.joinFailed',
  'call-dropped': 'demo.error.callDropped',
} as const satisfies Record<DemoFailure, TextKey>;

/**
 * The connecting step in plain words (several stages read the same to a visitor, and a live region says a text
 * only when it changes). The check of the start's settings takes a millisecond: it says nothing, rather than a text
 * the next step replaces before anyone could hear it.
 */
export const DEMO_STEP_TEXT = {
  'input-validation': undefined,
  'microphone-permission': 'demo.progress.microphone',
  initialization: 'demo.progress.preparing',
  'web-call-creation': 'demo.progress.reaching',
  'daily-call-object-creation': 'demo.progress.reaching',
  // A phone's pause before joining, after the microphone was given: the platform is still being reached.
  'mobile-permissions': 'demo.progress.reaching',
  'daily-call-join': 'demo.progress.joining',
  'video-recording-setup': 'demo.progress.audio',
  'audio-observer-setup': 'demo.progress.audio',
  'audio-processing-setup': 'demo.progress.audio',
} as const satisfies Record<DemoCallStep, TextKey | undefined>;

/** The note under the call button: what starting a call will ask of the browser's microphone. */
export const DEMO_MICROPHONE_NOTE = {
  prompt: 'demo.microphoneNote',
  unknown: 'demo.microphoneNote',
  granted: 'demo.microphoneReadyNote',
  denied: 'demo.microphoneBlockedNote',
} as const satisfies Record<MicrophonePermission, TextKey>;

/** The call button's label in each state. */
export const DEMO_BUTTON_TEXT = {
  idle: 'demo.callButton',
  connecting: 'demo.connectingButton',
  active: 'demo.stopButton',
} as const satisfies Record<CallState, TextKey>;

/** What the status line says to the visitor during a call, or after the receptionist ended it. */
export const DEMO_NOTICE_TEXT = {
  reconnecting: 'demo.reconnecting',
  'audio-blocked': 'demo.audioBlocked',
  'mic-silent': 'demo.micSilent',
  'call-ended': 'demo.callEnded',
} as const satisfies Record<string, TextKey>;

/**
 * What a screen reader hears as the call comes on, or back after a drop (the visible turn indicator says it to the
 * eye). The simulated call plays a recording: nobody listens for the visitor.
 */
export const DEMO_ARRIVAL_TEXT = {
  real: 'demo.connected',
  simulated: 'demo.playingSample',
} as const satisfies Record<DemoMode, TextKey>;

/** One thing the status line must tell the visitor. */
export type DemoNotice = keyof typeof DEMO_NOTICE_TEXT;

import type { MicrophonePermission, WebCall, WebCallOptions } from '@clinic/web-call';
import type { Locale } from '../i18n/locales';
import type { DemoMode } from './demo-mode';

/** What the demo's calls need from the page while they run. */
export interface DemoCallContext {
  /** The visitor's language now (the simulated assistant speaks the sample of that language). */
  readonly language: () => Locale;
}

/** The platform the live demo talks to; the section uses it without knowing which one it is. */
export interface DemoPlatform {
  readonly mode: DemoMode;
  /** Options of the demo's `WebCall`. */
  webCallOptions(context: DemoCallContext): WebCallOptions;
  /**
   * What the browser would answer if the microphone were asked for now, without asking; absent where a call never
   * uses it (the simulated platform plays a recording).
   */
  readonly microphonePermission?: () => Promise<MicrophonePermission>;
  /** Starts loading what a call needs (on hover or focus of the call button); never rejects. */
  preload(call: WebCall): Promise<void>;
}

import type { Clock } from './clock';
import type { MicSilenceOptions } from './web-call-options';

/** The contract's defaults: 4 s under 0.02. */
export const DEFAULT_MIC_SILENCE = { afterMs: 4000, threshold: 0.02 } as const;

/** An app's setting if it is a number from 0 to `max`; otherwise (unset, NaN, out of range) the default. */
const settingOr = (value: unknown, fallback: number, max: number): number =>
  typeof value === 'number' && value >= 0 && value <= max ? value : fallback;

/** Watches the visitor's level for a microphone that hears nothing. */
export interface MicSilenceWatch {
  /** One local level (0..1), while the call is active and unmuted. */
  push(level: number): void;
  /** Forgets the quiet so far and says nothing (muting, the end of a call). */
  reset(): void;
  /**
   * The assistant started or stopped speaking. A visitor who listens is quiet, not unheard: the quiet counts only
   * from the end of the assistant's speech, and what was already said (silent) stands until the visitor is heard.
   */
  assistantSpeaking(speaking: boolean): void;
}

/**
 * `onChange(true)` once the level stayed under the threshold for `afterMs`; `onChange(false)` at the first level
 * above it after that. `settings: false` watches nothing.
 */
export function createMicSilenceWatch(
  settings: MicSilenceOptions | false | undefined,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  onChange: (silent: boolean) => void,
): MicSilenceWatch {
  if (settings === false) return { push() {}, reset() {}, assistantSpeaking() {} };
  // An invalid setting is ignored: `{ afterMs: undefined }` must not mean "silent at once".
  const afterMs = settingOr(settings?.afterMs, DEFAULT_MIC_SILENCE.afterMs, 2 ** 31 - 1);
  const threshold = settingOr(settings?.threshold, DEFAULT_MIC_SILENCE.threshold, 1);
  let timer: unknown;
  let silent = false;
  let listening = false;
  const stopCounting = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const reset = () => {
    stopCounting();
    silent = false;
  };
  return {
    push(level) {
      if (level >= threshold) {
        const wasSilent = silent;
        reset();
        if (wasSilent) onChange(false);
      } else if (timer === undefined && !silent && !listening) {
        timer = clock.setTimeout(() => {
          timer = undefined;
          silent = true;
          onChange(true);
        }, afterMs);
      }
    },
    reset,
    assistantSpeaking(speaking) {
      listening = speaking;
      if (speaking) stopCounting();
    },
  };
}

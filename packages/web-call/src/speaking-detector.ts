import type { Clock } from './clock';

/** A summed remote level above this means the assistant is talking. */
export const SPEECH_THRESHOLD = 0.01;
/** Quiet this long (ms) ends speech. */
export const SPEECH_END_DELAY_MS = 1000;
/** The summed level that maps to a full `volume-level` of 1. */
export const FULL_VOLUME_LEVEL = 0.15;

/** Where the detector's conclusions go. */
export interface SpeakingDetectorCallbacks {
  /** Speech started (`true`) or ended (`false`). */
  onSpeaking(speaking: boolean): void;
  /** 0..1 for each batch of levels. */
  onVolume(volume: number): void;
}

/** Turns audio-level reports into speech-start / speech-end / volume. */
export interface SpeakingDetector {
  /** One report of the remote audio-level observer: participant id → level (or a plain list of levels). */
  push(levels: Readonly<Record<string, number>> | readonly number[]): void;
  /** Clears the timer; ends speech (calling `onSpeaking(false)`) if it was going on. */
  stop(): void;
}

type Timers = Pick<Clock, 'setTimeout' | 'clearTimeout'>;

/** Creates a speaking detector; timers are injected so tests drive time. */
export function createSpeakingDetector(
  callbacks: SpeakingDetectorCallbacks,
  timers: Timers,
): SpeakingDetector {
  let quietTimer: unknown;
  let speaking = false;

  const endSpeech = () => {
    quietTimer = undefined;
    speaking = false;
    callbacks.onSpeaking(false);
  };

  return {
    push(levels) {
      let sum = 0;
      for (const level of Object.values(levels)) if (Number.isFinite(level) && level > 0) sum += level;
      callbacks.onVolume(Math.min(1, sum / FULL_VOLUME_LEVEL));
      if (sum <= SPEECH_THRESHOLD) return;
      // Every loud report restarts the quiet countdown; only the first one of a stretch starts speech.
      if (quietTimer !== undefined) timers.clearTimeout(quietTimer);
      quietTimer = timers.setTimeout(endSpeech, SPEECH_END_DELAY_MS);
      if (!speaking) {
        speaking = true;
        callbacks.onSpeaking(true);
      }
    },
    stop() {
      if (quietTimer !== undefined) timers.clearTimeout(quietTimer);
      if (speaking) endSpeech();
      quietTimer = undefined;
    },
  };
}

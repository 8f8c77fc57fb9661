import type { TranscriptLine, TranscriptMessage } from '@clinic/web-call';
import type { SampleCue } from './sample-cues';

/** A transcript message of the simulated platform, due `atMs` after the recording started. */
export interface ScheduledMessage {
  readonly atMs: number;
  readonly message: TranscriptMessage;
}

/** How often, at most, the simulated transcriber sends a longer partial line (ms). */
export const PARTIAL_STEP_MS = 300;

/**
 * The words of `cue` said by `ms` (time since the recording started), as a transcriber hears them: none before
 * the cue, then words in proportion to the time into it (the first at once), all of them from its end.
 */
export function cueTextAt(cue: SampleCue, ms: number): string {
  if (ms < cue.startMs) return '';
  const words = cue.text.split(' ');
  const share = (ms - cue.startMs) / (cue.endMs - cue.startMs);
  const said = Math.min(words.length, Math.max(1, Math.ceil(share * words.length)));
  return words.slice(0, said).join(' ');
}

/**
 * The transcript of the recording at `ms`: cues that are over as final lines, the one being said as a partial
 * line of the words so far, later ones not at all. Past the end (or with `ms` Infinity) every line is final.
 */
export function sampleTranscriptAt(cues: readonly SampleCue[], ms: number): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const cue of cues) {
    if (ms < cue.startMs) break;
    const final = ms >= cue.endMs;
    lines.push({ role: cue.role, text: final ? cue.text : cueTextAt(cue, ms), final });
  }
  return lines;
}

const transcript = (
  cue: SampleCue,
  transcriptType: TranscriptMessage['transcriptType'],
  text: string,
): TranscriptMessage => ({ type: 'transcript', role: cue.role, transcriptType, transcript: text });

/**
 * What a platform's transcriber would send while the recording plays: for each cue, a `partial` transcript
 * whenever more words have been said (checked every `stepMs`), then the `final` one at the cue's end. In time
 * order; a cue never sends the same partial twice.
 */
export function cueMessages(cues: readonly SampleCue[], stepMs = PARTIAL_STEP_MS): ScheduledMessage[] {
  if (!(stepMs > 0)) throw new RangeError(`stepMs must be a positive number of milliseconds, got ${stepMs}.`);
  const scheduled: ScheduledMessage[] = [];
  for (const cue of cues) {
    let previous = '';
    for (let atMs = cue.startMs; atMs < cue.endMs; atMs += stepMs) {
      const text = cueTextAt(cue, atMs);
      if (text === previous || text === cue.text) continue;
      previous = text;
      scheduled.push({ atMs, message: transcript(cue, 'partial', text) });
    }
    scheduled.push({ atMs: cue.endMs, message: transcript(cue, 'final', cue.text) });
  }
  return scheduled.sort((a, b) => a.atMs - b.atMs);
}

// @vitest-environment node
import { reduceTranscript, type TranscriptLine } from '@clinic/web-call';
import { describe, expect, it } from 'vitest';
import { cueMessages, cueTextAt, sampleTranscriptAt } from '../../../src/demo/transcript/cue-timeline';
import type { SampleCue } from '../../../src/demo/transcript/sample-cues';

const cues: SampleCue[] = [
  { startMs: 1_000, endMs: 3_000, role: 'assistant', text: 'one two three four' },
  { startMs: 3_500, endMs: 4_000, role: 'user', text: 'yes please' },
];
const [first, second] = cues as [SampleCue, SampleCue];

describe('cueTextAt', () => {
  it('says nothing before the cue, the first word at once, then words as the time goes, all at the end', () => {
    expect(cueTextAt(first, 999)).toBe('');
    expect(cueTextAt(first, 1_000)).toBe('one');
    expect(cueTextAt(first, 1_600)).toBe('one two');
    expect(cueTextAt(first, 2_400)).toBe('one two three');
    expect(cueTextAt(first, 3_000)).toBe('one two three four');
    expect(cueTextAt(first, 60_000)).toBe('one two three four');
  });
});

describe('sampleTranscriptAt', () => {
  it('has finished cues final, the one being said partial, later ones not yet', () => {
    expect(sampleTranscriptAt(cues, 500)).toEqual([]);
    expect(sampleTranscriptAt(cues, 2_000)).toEqual([{ role: 'assistant', text: 'one two', final: false }]);
    expect(sampleTranscriptAt(cues, 3_700)).toEqual([
      { role: 'assistant', text: 'one two three four', final: true },
      { role: 'user', text: 'yes', final: false },
    ]);
    expect(sampleTranscriptAt(cues, Infinity).every((line) => line.final)).toBe(true);
  });
});

describe('cueMessages', () => {
  it('schedules partial transcripts as words come (at most one per step), then the final one at the cue end', () => {
    const scheduled = cueMessages(cues, 300);
    expect(scheduled.map(({ atMs, message }) => [atMs, message.transcriptType, message.transcript])).toEqual([
      [1_000, 'partial', 'one'],
      [1_600, 'partial', 'one two'],
      [2_200, 'partial', 'one two three'],
      [3_000, 'final', 'one two three four'],
      [3_500, 'partial', 'yes'],
      [4_000, 'final', 'yes please'],
    ]);
    for (const { message } of scheduled) expect(message.type).toBe('transcript');
    expect(
      scheduled.every(({ atMs }, index) => index === 0 || atMs >= (scheduled[index - 1]?.atMs ?? 0)),
    ).toBe(true);
  });

  it('played through web-call’s own transcript reducer, gives the lines of the script', () => {
    let lines: readonly TranscriptLine[] = [];
    for (const { message } of cueMessages(cues)) lines = reduceTranscript(lines, message);
    expect(lines).toEqual([
      { role: 'assistant', text: first.text, final: true },
      { role: 'user', text: second.text, final: true },
    ]);
  });

  it('refuses a step that is not a positive number of milliseconds', () => {
    expect(() => cueMessages(cues, 0)).toThrow(RangeError);
  });
});

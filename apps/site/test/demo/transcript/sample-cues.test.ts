// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSampleCues } from '../../../src/demo/transcript/sample-cues';

const audioDir = new URL('../../../src/assets/audio/', import.meta.url);
const script = readFileSync(new URL('../../../scripts/generate-sample-audio.sh', import.meta.url), 'utf8');

/** The lines the generator speaks, per language block, as (speaker, text). */
function spokenLines(from: string, to: string) {
  const block = script.slice(script.indexOf(from), script.indexOf(to));
  return [...block.matchAll(/^say (Receptionist|Patient) \S+ "(.*)"$/gm)].map(([, speaker, text]) => ({
    role: speaker === 'Receptionist' ? 'assistant' : 'user',
    text,
  }));
}

describe('parseSampleCues', () => {
  it('reads cues with their timing and speaker, decoding entities and dropping other tags', () => {
    const cues = parseSampleCues(
      'WEBVTT\n\nNOTE written by hand\n\n1\n00:00:00.260 --> 00:00:04.596 align:start\n<v Receptionist>Good <i>afternoon</i>,\nR&amp;D Dental.\n\n00:01:05.000 --> 01:01:06.500\n<v.loud Patient>Hi &lt;there&gt;</v>\n',
    );
    expect(cues).toEqual([
      { startMs: 260, endMs: 4596, role: 'assistant', text: 'Good afternoon, R&D Dental.' },
      { startMs: 65_000, endMs: 3_666_500, role: 'user', text: 'Hi <there>' },
    ]);
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    const cues = parseSampleCues('\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\n<v Patient>Yes.\r\n');
    expect(cues).toEqual([{ startMs: 1000, endMs: 2000, role: 'user', text: 'Yes.' }]);
  });

  it('refuses what the generator never writes, naming the cue', () => {
    expect(() => parseSampleCues('00:00.000 --> 00:01.000\n<v Patient>x')).toThrow(/not a WebVTT file/);
    expect(() => parseSampleCues('WEBVTT\n\n00:00.0 --> 00:01.000\n<v Patient>x')).toThrow(
      /cue 1: "00:00.0 " is not a WebVTT timestamp/,
    );
    expect(() => parseSampleCues('WEBVTT\n\n00:02.000 --> 00:01.000\n<v Patient>x')).toThrow(
      /cue 1: it ends before it starts/,
    );
    expect(() => parseSampleCues('WEBVTT\n\n00:00.000 --> 00:01.000\nNo speaker')).toThrow(
      /cue 1: the speaker must be/,
    );
    expect(() => parseSampleCues('WEBVTT\n\n00:00.000 --> 00:01.000\n<v Dentist>Hello')).toThrow(
      /the speaker must be/,
    );
  });
});

describe('the bundled captions', () => {
  for (const [locale, from, to] of [
    ['en', 'receptionist=mb-us1', 'render sample-call-en'],
    ['cs', 'receptionist=mb-cz2', 'render sample-call-cs'],
  ] as const) {
    it(`say in ${locale} exactly what the script speaks, in order, inside the recording`, () => {
      const cues = parseSampleCues(readFileSync(new URL(`sample-call-${locale}.vtt`, audioDir), 'utf8'));
      const spoken = spokenLines(from, to);
      expect(spoken).toHaveLength(7);
      expect(cues.map(({ role, text }) => ({ role, text }))).toEqual(spoken);
      // Turns follow each other without overlapping, within the recording (at most 60 s).
      cues.forEach((cue, index) => {
        expect(cue.startMs).toBeGreaterThanOrEqual(index === 0 ? 0 : (cues[index - 1]?.endMs ?? 0));
      });
      expect(cues.at(-1)?.endMs).toBeLessThan(60_000);
    });
  }
});

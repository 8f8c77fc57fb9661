import type { TranscriptLine } from '@clinic/web-call';

/** One line of the sample call's script: who says what, and when in the recording. */
export interface SampleCue {
  readonly startMs: number;
  readonly endMs: number;
  readonly role: TranscriptLine['role'];
  readonly text: string;
}

// The voices `scripts/generate-sample-audio.sh` writes (`<v Receptionist>`, `<v Patient>`), as transcript roles.
const ROLES: Readonly<Record<string, TranscriptLine['role']>> = {
  Receptionist: 'assistant',
  Patient: 'user',
};

const TIMESTAMP = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/;
const VOICE = /^<v(?:\.[^\s>]*)?\s+([^>]+)>/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0' };

function toMs(timestamp: string, where: string): number {
  const match = TIMESTAMP.exec(timestamp.trim());
  if (!match) throw new SyntaxError(`${where}: "${timestamp}" is not a WebVTT timestamp (hh:mm:ss.ttt).`);
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

// Cue text: the voice span names the speaker; other tags go, entities are decoded.
const plainText = (text: string): string =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads the sample call's WebVTT captions: one cue per turn, its speaker given by a voice span. Anything this
 * site's script does not write (no `WEBVTT` header, a timing that does not parse, a cue without a known voice)
 * is a SyntaxError naming the cue, rather than a transcript that silently misses lines.
 */
export function parseSampleCues(source: string): SampleCue[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.split('\n')[0] ?? ''))
    throw new SyntaxError('Sample captions: not a WebVTT file (the first line must be "WEBVTT").');
  const cues: SampleCue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue; // a NOTE, STYLE or REGION block
    const where = `Sample captions, cue ${cues.length + 1}`;
    const [from = '', rest = ''] = lines[timing]?.split('-->') ?? [];
    const startMs = toMs(from, where);
    const endMs = toMs(rest.trim().split(/\s+/)[0] ?? '', where);
    if (endMs <= startMs) throw new SyntaxError(`${where}: it ends before it starts.`);
    const body = lines
      .slice(timing + 1)
      .join(' ')
      .trim();
    const speaker = VOICE.exec(body)?.[1]?.trim();
    const role = speaker === undefined ? undefined : ROLES[speaker];
    if (!role) throw new SyntaxError(`${where}: the speaker must be <v Receptionist> or <v Patient>.`);
    const text = plainText(body);
    if (!text) throw new SyntaxError(`${where}: no text.`);
    cues.push({ startMs, endMs, role, text });
  }
  return cues.sort((a, b) => a.startMs - b.startMs);
}

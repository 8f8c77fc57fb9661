import { describe, expect, it } from 'vitest';
import { createTranscript, type PlatformMessage, reduceTranscript, type TranscriptLine } from '../src/index';
import { catchReportedErrors, createHarness, flush } from './support';

const target = { assistantId: 'asst_1' } as const;

const transcript = (
  role: 'assistant' | 'user',
  transcriptType: 'partial' | 'final',
  text: string,
): PlatformMessage => ({ type: 'transcript', role, transcriptType, transcript: text });

const reduceAll = (messages: PlatformMessage[], from: readonly TranscriptLine[] = []) =>
  messages.reduce(reduceTranscript, from);

describe('reduceTranscript', () => {
  it('grows the open line of a role with partials and closes it with the final', () => {
    expect(
      reduceAll([
        transcript('user', 'partial', 'I would'),
        transcript('user', 'partial', 'I would like an'),
        transcript('user', 'final', 'I would like an appointment.'),
      ]),
    ).toEqual([{ role: 'user', text: 'I would like an appointment.', final: true }]);
  });

  it('opens a new line after a final, and keeps lines in speaking order when the roles overlap', () => {
    const lines = reduceAll([
      transcript('assistant', 'final', 'Hello, Smile Dental.'),
      transcript('user', 'partial', 'Hi'),
      transcript('assistant', 'partial', 'How can'),
      transcript('user', 'final', 'Hi, this is Eva.'),
      transcript('assistant', 'final', 'How can I help?'),
      transcript('assistant', 'partial', 'Tuesday'),
    ]);
    expect(lines).toEqual([
      { role: 'assistant', text: 'Hello, Smile Dental.', final: true },
      { role: 'user', text: 'Hi, this is Eva.', final: true },
      { role: 'assistant', text: 'How can I help?', final: true },
      { role: 'assistant', text: 'Tuesday', final: false },
    ]);
  });

  it('a final without a partial before it is a closed line of its own', () => {
    expect(reduceAll([transcript('user', 'final', 'Yes.'), transcript('user', 'final', 'Thanks.')])).toEqual([
      { role: 'user', text: 'Yes.', final: true },
      { role: 'user', text: 'Thanks.', final: true },
    ]);
  });

  it('accepts the final-only transcript type', () => {
    const message = {
      type: 'transcript[transcriptType="final"]',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Bye.',
    } as const;
    expect(reduceAll([message])).toEqual([{ role: 'assistant', text: 'Bye.', final: true }]);
  });

  it('returns the same array when nothing changed: other messages, a repeated partial, malformed ones', () => {
    const lines = reduceAll([transcript('user', 'partial', 'Hi')]);
    const malformed = { type: 'transcript', role: 'robot', transcriptType: 'final', transcript: 'x' };
    for (const message of [
      { type: 'hang' },
      { type: 'unknown', message: { type: 'transcript-v2', transcript: 'x' } },
      transcript('user', 'partial', 'Hi'),
      malformed,
      { type: 'transcript', role: 'user', transcriptType: 'final' },
    ] as PlatformMessage[]) {
      expect(reduceTranscript(lines, message)).toBe(lines);
    }
  });

  it('never mutates the lines it was given', () => {
    const before = reduceAll([transcript('user', 'partial', 'Hi')]);
    const copy = structuredClone(before);
    reduceTranscript(before, transcript('user', 'final', 'Hi there.'));
    expect(before).toEqual(copy);
    expect(Object.isFrozen(before)).toBe(true);
  });
});

describe('createTranscript', () => {
  async function started() {
    const harness = createHarness();
    const lines = createTranscript(harness.call);
    await harness.call.start(target);
    const fake = harness.factory.last;
    if (!fake) throw new Error('no call object');
    const say = (role: 'assistant' | 'user', type: 'partial' | 'final', text: string) =>
      fake.emitAppMessage(
        JSON.stringify({ type: 'transcript', role, transcriptType: type, transcript: text }),
      );
    return { ...harness, lines, fake, say };
  }

  it('follows the transcript messages of the call and notifies only on a change', async () => {
    const { lines, say, fake } = await started();
    const snapshots: (readonly TranscriptLine[])[] = [];
    lines.subscribe(() => snapshots.push(lines.getSnapshot()));
    say('assistant', 'partial', 'Hello');
    say('assistant', 'partial', 'Hello');
    fake.emitAppMessage(JSON.stringify({ type: 'speech-update', status: 'started', role: 'user' }));
    say('assistant', 'final', 'Hello, Smile Dental.');
    expect(snapshots).toEqual([
      [{ role: 'assistant', text: 'Hello', final: false }],
      [{ role: 'assistant', text: 'Hello, Smile Dental.', final: true }],
    ]);
    expect(lines.getSnapshot()).toBe(snapshots[1]);
    expect(lines.getSnapshot()).toBe(lines.getSnapshot());
  });

  it('keeps the lines after the call ends and empties them when the next call starts', async () => {
    const { call, lines, say } = await started();
    say('user', 'final', 'Bye.');
    await call.stop();
    expect(lines.getSnapshot()).toEqual([{ role: 'user', text: 'Bye.', final: true }]);
    const next = call.start(target);
    expect(lines.getSnapshot()).toEqual([]);
    await next;
    expect(call.state).toBe('active');
  });

  it('after dispose it follows nothing and notifies no one, and keeps its last lines', async () => {
    const { lines, say } = await started();
    let notified = 0;
    lines.subscribe(() => notified++);
    say('user', 'final', 'One.');
    lines.dispose();
    say('user', 'final', 'Two.');
    expect(notified).toBe(1);
    expect(lines.getSnapshot()).toEqual([{ role: 'user', text: 'One.', final: true }]);
  });

  it('unsubscribe stops one listener', async () => {
    const { lines, say } = await started();
    let first = 0;
    let second = 0;
    const off = lines.subscribe(() => first++);
    lines.subscribe(() => second++);
    off();
    say('user', 'final', 'Hi.');
    expect([first, second]).toEqual([0, 1]);
  });

  it('a subscriber that throws keeps no other from being told, and its error is reported', async () => {
    const { lines, say } = await started();
    const reported = catchReportedErrors();
    let told = 0;
    lines.subscribe(() => {
      throw new Error('subscriber bug');
    });
    lines.subscribe(() => told++);
    say('user', 'final', 'Hi.');
    expect(told).toBe(1);
    await flush();
    expect(reported.errors).toEqual([new Error('subscriber bug')]);
    reported.restore();
  });
});

import { WebCall } from '@clinic/web-call';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SampleVoice } from '../../../src/demo/simulation/sample-voice';
import { createSimulatedCallFactory } from '../../../src/demo/simulation/simulated-call';
import { createFakeTrack } from '../../fakes/fake-audio-context';

/** A voice whose levels and end the test drives (the Web Audio part is tested in sample-voice.test.ts). */
function scriptedVoice() {
  const track = createFakeTrack();
  const voice = {
    track: track as unknown as MediaStreamTrack,
    played: 0,
    stopped: 0,
    level: (_level: number) => {},
    end: () => {},
    /** Where the recording is (ms); the test moves it. */
    at: 0,
  };
  const prepareVoice = vi.fn(async (options: { onLevel: (level: number) => void; onEnded: () => void }) => {
    voice.level = options.onLevel;
    voice.end = options.onEnded;
    const prepared: SampleVoice = {
      track: voice.track,
      play: () => {
        voice.played += 1;
      },
      stop: () => {
        voice.stopped += 1;
      },
      position: () => voice.at,
    };
    return prepared;
  });
  return { voice, prepareVoice, track };
}

/** Counts calls to the browser's getUserMedia, which the simulated call must never make. */
function watchMicrophone() {
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [] }) as unknown as MediaStream);
  vi.stubGlobal('navigator', { ...globalThis.navigator, mediaDevices: { getUserMedia } });
  return { getUserMedia };
}

function setUp(overrides: Parameters<typeof createSimulatedCallFactory>[0] | object = {}) {
  const scripted = scriptedVoice();
  const mic = watchMicrophone();
  const factory = createSimulatedCallFactory({
    sampleUrl: () => '/assets/sample-call-en.mp3',
    prepareVoice: scripted.prepareVoice,
    ...overrides,
  });
  const call = new WebCall({
    publicKey: 'simulated',
    // As the site's simulated platform sets it: web-call 0.3 would otherwise ask for the microphone first.
    microphone: 'optional',
    createCallObject: factory.createCallObject,
    // The platform's answer is not what this test is about.
    fetch: async () =>
      Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/call-1' }, { status: 201 }),
    isMobile: () => false,
    logger: { warn: () => {} },
  });
  const events: string[] = [];
  for (const name of ['call-start', 'call-end', 'speech-start', 'speech-end', 'remote-audio-start'] as const)
    call.on(name, () => events.push(name));
  const messages: unknown[] = [];
  call.on('message', (message) => messages.push(message));
  const errors: unknown[] = [];
  call.on('error', (error) => errors.push(error));
  return { ...scripted, mic, factory, call, events, messages, errors };
}

describe('createSimulatedCallFactory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('joins without asking for the microphone, says it listens and plays the sample as the remote track', async () => {
    const sim = setUp();
    const started = sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await started).not.toBeNull();
    expect(sim.call.state).toBe('active');
    expect(sim.mic.getUserMedia).not.toHaveBeenCalled();
    expect(sim.prepareVoice).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/assets/sample-call-en.mp3' }),
    );
    expect(sim.events).toEqual(['call-start', 'remote-audio-start']);
    expect(sim.call.getRemoteAudio()[0]?.track).toBe(sim.voice.track);
    expect(sim.voice.played).toBe(1);
    // web-call tells the platform the track is playable, as it does with Daily.
    expect(sim.factory.instances[0]?.sentAppMessages).toContain('playable');
  });

  it('drives speaking from the real levels of the recording, then hangs up after the recording ends', async () => {
    const sim = setUp({ hangUpAfterMs: 1500 });
    void sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);

    sim.voice.level(0.09);
    expect(sim.call.getSnapshot().speaking).toBe(true);
    expect(sim.call.getVolumeLevel()).toBeCloseTo(0.6);

    sim.voice.level(0);
    sim.voice.end();
    await vi.advanceTimersByTimeAsync(1100);
    expect(sim.call.getSnapshot().speaking).toBe(false); // 1 s of quiet ends speech before the hang-up
    expect(sim.call.state).toBe('active');

    await vi.advanceTimersByTimeAsync(400);
    expect(sim.call.state).toBe('idle');
    expect(sim.events).toEqual([
      'call-start',
      'remote-audio-start',
      'speech-start',
      'speech-end',
      'call-end',
    ]);
    expect(sim.messages).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    expect(sim.factory.instances[0]?.destroyCount).toBe(1);
    expect(sim.voice.stopped).toBeGreaterThanOrEqual(1);
    expect(sim.mic.getUserMedia).not.toHaveBeenCalled();
  });

  it('reports no levels before the audio-level observer is started, as Daily does', async () => {
    const scripted = scriptedVoice();
    const factory = createSimulatedCallFactory({
      sampleUrl: () => '/sample.mp3',
      prepareVoice: scripted.prepareVoice,
    });
    const fake = await (async () => {
      const creating = factory.createCallObject({});
      await vi.advanceTimersByTimeAsync(200);
      return creating;
    })();
    const reports: unknown[] = [];
    fake.on('remote-participants-audio-level', (event) => reports.push(event.participantsAudioLevel));
    const joining = fake.join({ url: 'https://sim.daily.co/x' });
    await vi.advanceTimersByTimeAsync(500);
    await joining;

    scripted.voice.level(0.5);
    expect(reports).toEqual([]);
    await fake.startRemoteParticipantsAudioLevelObserver(100);
    scripted.voice.level(0.5);
    expect(reports).toHaveLength(1);
    expect(Object.values(reports[0] as Record<string, number>)).toEqual([0.5]);
  });

  it('sends the recording’s script as the platform’s transcript messages, partial then final, as it plays', async () => {
    const cues = [
      { startMs: 200, endMs: 1_400, role: 'assistant' as const, text: 'Riverside Dental, how can I help?' },
      { startMs: 1_800, endMs: 2_600, role: 'user' as const, text: 'A check-up, please.' },
    ];
    const sampleCues = vi.fn(async () => cues);
    const sim = setUp({ sampleCues });
    void sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sampleCues).toHaveBeenCalledTimes(1);
    const transcripts = () =>
      sim.messages.filter((message) => (message as { type: string }).type === 'transcript');
    // Each level report (every 100 ms) sends what the recording has said by then, on its own clock.
    sim.voice.at = 100;
    sim.voice.level(0.05);
    expect(transcripts()).toEqual([]);
    sim.voice.at = 700;
    sim.voice.level(0.05);
    const early = transcripts();
    expect(early.length).toBeGreaterThan(0);
    expect(early.at(-1)).toMatchObject({ role: 'assistant', transcriptType: 'partial' });
    expect((early.at(-1) as { transcript: string }).transcript).not.toBe(cues[0]?.text);

    sim.voice.at = 1_500;
    sim.voice.level(0.05);
    expect(transcripts().at(-1)).toEqual({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Riverside Dental, how can I help?',
    });
    // The recording ends: whatever is left is sent at once, ending with the last line's final transcript.
    sim.voice.end();
    expect(transcripts().at(-1)).toEqual({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'A check-up, please.',
    });
    const sent = transcripts().length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sim.call.state).toBe('idle');
    expect(transcripts()).toHaveLength(sent);
  });

  it('goes on without a transcript when the captions cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sim = setUp({ sampleCues: () => Promise.reject(new Error('chunk lost')) });
    const started = sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await started).not.toBeNull();
    sim.voice.at = 5_000;
    sim.voice.level(0.05);
    expect(sim.messages.filter((message) => (message as { type: string }).type === 'transcript')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stop mid-call stops the voice', async () => {
    const sim = setUp();
    void sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);
    await sim.call.stop();
    expect(sim.call.state).toBe('idle');
    expect(sim.voice.stopped).toBe(1);
    expect(sim.factory.instances[0]?.destroyCount).toBe(1);
    // No hang-up is left behind to fire on a later call.
    sim.voice.end();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sim.events.filter((event) => event === 'call-end')).toHaveLength(1);
  });

  it('fails the join clearly when no sample is bundled', async () => {
    const sim = setUp({ sampleUrl: () => undefined });
    const started = sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await started).toBeNull();
    expect(String((sim.errors[0] as { error: Error }).error.message)).toMatch(/no sample call/);
  });

  it('a stop while the recording loads lets it go and plays nothing', async () => {
    const scripted = scriptedVoice();
    let loaded: () => void = () => {};
    const sim = setUp({
      prepareVoice: async (options: Parameters<typeof scripted.prepareVoice>[0]) => {
        await new Promise<void>((resolve) => {
          loaded = resolve;
        });
        return scripted.prepareVoice(options);
      },
    });
    const started = sim.call.start({ assistantId: 'demo' });
    await vi.advanceTimersByTimeAsync(600);
    const stopping = sim.call.stop();
    loaded();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(await started).toBeNull();
    expect(scripted.voice.stopped).toBe(1);
    expect(scripted.voice.played).toBe(0);
    expect(sim.mic.getUserMedia).not.toHaveBeenCalled();
  });
});

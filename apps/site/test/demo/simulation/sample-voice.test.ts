import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  prepareSampleVoice,
  rootMeanSquare,
  type VoiceAudioContext,
} from '../../../src/demo/simulation/sample-voice';
import { createFakeAudioContext } from '../../fakes/fake-audio-context';

const ok = (bytes = new ArrayBuffer(8)) => vi.fn(async () => new Response(bytes, { status: 200 }));

describe('rootMeanSquare', () => {
  it('is the level of a block of samples', () => {
    expect(rootMeanSquare(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rootMeanSquare(new Float32Array(16))).toBe(0);
    expect(rootMeanSquare(new Float32Array())).toBe(0);
  });
});

describe('prepareSampleVoice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const prepare = (fake = createFakeAudioContext(), overrides = {}) => {
    const onLevel = vi.fn();
    const onEnded = vi.fn();
    const voice = prepareSampleVoice({
      url: '/assets/sample-call-en.mp3',
      onLevel,
      onEnded,
      createContext: () => fake.context as unknown as VoiceAudioContext,
      fetch: ok(),
      ...overrides,
    });
    return { fake, voice, onLevel, onEnded };
  };

  it('routes the decoded recording through an analyser into a real stream track, silent until played', async () => {
    const { fake, voice, onLevel } = prepare();
    const prepared = await voice;
    expect(prepared.track).toBe(fake.track);
    expect(fake.context.decoded).toHaveLength(1);
    expect(fake.connections).toEqual(['source->analyser', 'analyser->destination']);
    expect(fake.source.started).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(onLevel).not.toHaveBeenCalled();
  });

  it('tells how far it has played on the audio clock, from the moment it was played', async () => {
    const { fake, voice } = prepare();
    const prepared = await voice;
    fake.context.currentTime = 3;
    expect(prepared.position()).toBe(0);
    prepared.play();
    fake.context.currentTime = 4.25;
    expect(prepared.position()).toBeCloseTo(1250);
  });

  it('reports the real level every 100 ms while it plays, then 0 and the end once it has played', async () => {
    const { fake, voice, onLevel, onEnded } = prepare();
    const prepared = await voice;
    fake.setSamples([0.2, -0.2]);
    prepared.play();
    expect(fake.source.started).toBe(1);
    expect(fake.context.state).toBe('running');
    vi.advanceTimersByTime(350);
    expect(onLevel).toHaveBeenCalledTimes(3);
    expect(onLevel.mock.calls[0]?.[0]).toBeCloseTo(0.2);

    fake.setSamples([0]);
    vi.advanceTimersByTime(100);
    expect(onLevel).toHaveBeenLastCalledWith(0);

    fake.end();
    expect(onEnded).toHaveBeenCalledTimes(1);
    const reports = onLevel.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(onLevel).toHaveBeenCalledTimes(reports); // the reports stop with the recording
  });

  it('stop ends playback, reports, the track and the context, and is not an end of the recording', async () => {
    const { fake, voice, onLevel, onEnded } = prepare();
    const prepared = await voice;
    prepared.play();
    vi.advanceTimersByTime(200);
    prepared.stop();
    prepared.stop();
    const reports = onLevel.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(onLevel).toHaveBeenCalledTimes(reports);
    expect(fake.source.stopped).toBe(1);
    expect(fake.track.readyState).toBe('ended');
    expect(fake.context.state).toBe('closed');
    fake.end();
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('rejects with a clear error when the recording cannot be loaded, closing its context', async () => {
    const fake = createFakeAudioContext();
    const { voice } = prepare(fake, { fetch: vi.fn(async () => new Response('', { status: 404 })) });
    await expect(voice).rejects.toThrow(/sample call could not be loaded \(404/);
    expect(fake.context.state).toBe('closed');
  });
});

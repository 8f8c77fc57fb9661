import { describe, expect, it } from 'vitest';
import {
  barBin,
  barFrequency,
  startVisualiserLoop,
  VISUALISER_FFT_SIZE,
  VOICE_BAND_HZ,
} from '../../src/demo/visualiser-loop';
import { createFakeRuntime } from '../fakes/fake-runtime';

const SAMPLE_RATE = 48_000;
const BINS = VISUALISER_FFT_SIZE / 2;
const HZ_PER_BIN = SAMPLE_RATE / 2 / BINS;

function makeBars(count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const bar = document.createElement('span');
    bar.style.scale = `1 0.${index % 10}`;
    return bar;
  });
}

/** An analyser stand-in whose spectrum the test sets. */
function fakeAnalyser(spectrum: (bin: number) => number) {
  let reads = 0;
  return {
    frequencyBinCount: BINS,
    getByteFrequencyData(array: Uint8Array) {
      reads += 1;
      for (let bin = 0; bin < array.length; bin += 1) array[bin] = spectrum(bin);
    },
    get reads() {
      return reads;
    },
  };
}

const levels = (bars: HTMLElement[]) => bars.map((bar) => bar.style.scale);
/** The bars' heights: the vertical factor of each one's scale. */
const numbers = (bars: HTMLElement[]) => levels(bars).map((scale) => Number(scale.split(' ')[1]));

function start(spectrum: (bin: number) => number, count = 40) {
  const fake = createFakeRuntime();
  const bars = makeBars(count);
  const analyser = fakeAnalyser(spectrum);
  const stop = startVisualiserLoop({ bars, source: analyser, sampleRate: SAMPLE_RATE, frames: fake.runtime });
  return { fake, bars, analyser, stop };
}

describe('bars over the voice band', () => {
  it('spread 40 bars over 90 Hz – 5 kHz, rising in pitch, closer together at the low end (mel scale)', () => {
    const hz = Array.from({ length: 40 }, (_, bar) => barFrequency(bar, 40));
    expect(hz[0]).toBeGreaterThan(VOICE_BAND_HZ.low);
    expect(hz[39]).toBeLessThan(VOICE_BAND_HZ.high);
    expect(hz.every((f, index) => index === 0 || f > (hz[index - 1] ?? 0))).toBe(true);
    const steps = hz.slice(1).map((f, index) => f - (hz[index] ?? 0));
    expect(steps[0]).toBeLessThan(steps[38] ?? 0);
    // Half the bars show speech's fundamentals and first formants, below ~1.5 kHz.
    expect(hz[19]).toBeLessThan(1_500);
  });

  it('read fractional bins of the voice band, never past the last bin, whatever the sample rate', () => {
    const at48k = Array.from({ length: 40 }, (_, bar) => barBin(bar, 40, BINS, 48_000));
    expect(Math.max(...at48k)).toBeLessThan(5_000 / HZ_PER_BIN + 0.01);
    expect(new Set(at48k).size).toBe(40); // no two bars read the very same point
    const at8k = Array.from({ length: 40 }, (_, bar) => barBin(bar, 40, BINS, 8_000));
    expect(Math.max(...at8k)).toBeLessThanOrEqual(BINS - 1);
  });
});

describe('startVisualiserLoop', () => {
  it('writes every bar from the spectrum once per animation frame, and keeps going frame after frame', () => {
    let loudness = 255;
    const { fake, bars, analyser } = start(() => loudness);
    expect(analyser.reads).toBe(0); // nothing before the first frame
    fake.advance(16);
    expect(analyser.reads).toBe(1);
    // A flat loud spectrum: once evened out for speech, its high bands are the loudest.
    expect(Math.max(...numbers(bars))).toBe(1);
    expect(numbers(bars)[39]).toBe(1);
    expect(numbers(bars)[0]).toBeLessThan(0.5);

    loudness = 0;
    fake.advance(16);
    expect(analyser.reads).toBe(2);
    expect(new Set(levels(bars))).toEqual(new Set(['1 0.080']));

    fake.advance(160);
    expect(analyser.reads).toBe(12);
  });

  it('moves bars across the whole width for a speech-like spectrum (loud lows, quieter highs)', () => {
    // Roughly what the sample call gives: ~225 below 750 Hz, falling to ~130 from 2 kHz up, empty above 8 kHz.
    const speech = (bin: number) => {
      const hz = bin * HZ_PER_BIN;
      if (hz > 8_000) return 0;
      return Math.round(hz < 750 ? 225 : Math.max(130, 225 - ((hz - 750) / 1_250) * 95));
    };
    const { fake, bars } = start(speech);
    fake.advance(16);
    const values = numbers(bars);
    // Every bar above the tallest resting height (0.25), the right-hand ones included.
    expect(values.filter((value) => value > 0.25)).toHaveLength(40);
    expect(Math.min(...values.slice(30))).toBeGreaterThan(0.25);
  });

  it('adapts to the voice: a quiet voice still moves the bars, silence and faint hiss do not', () => {
    let offset = 0;
    const { fake, bars } = start((bin) => Math.max(0, (bin < 3 ? 200 : 120) - offset));
    fake.advance(16);
    const loud = numbers(bars);
    // 20 dB quieter (73 byte steps), held for a few seconds: the reference comes down to it.
    offset = 73;
    fake.advance(4_000);
    const quiet = numbers(bars);
    expect(quiet.filter((value) => value > 0.25).length).toBeGreaterThan(20);
    expect(Math.max(...quiet)).toBeGreaterThan(0.8);
    expect(loud.length).toBe(40);
    // A hiss 80 dB below full scale never fills the bars, however long it lasts.
    offset = 0;
    const hiss = start(() => 60);
    hiss.fake.advance(10_000);
    expect(Math.max(...numbers(hiss.bars))).toBeLessThan(0.2);
  });

  it('lets the bars drop after a loud moment instead of holding them at the top', () => {
    let loudness = 250;
    const { fake, bars } = start(() => loudness);
    fake.advance(16);
    loudness = 180; // about 19 dB quieter at once
    fake.advance(16);
    const right = numbers(bars);
    expect(Math.max(...right)).toBeLessThan(0.8);
  });

  it('stops reading on stop and puts the bars back where they rested', () => {
    const { fake, bars, analyser, stop } = start(() => 200);
    const resting = ['1 0.0', '1 0.1', '1 0.2'];
    expect(levels(bars).slice(0, 3)).toEqual(resting);
    fake.advance(48);
    expect(levels(bars).slice(0, 3)).not.toEqual(resting);

    stop();
    const reads = analyser.reads;
    fake.advance(500);
    expect(analyser.reads).toBe(reads);
    expect(levels(bars).slice(0, 3)).toEqual(resting);
  });

  it('draws about 60 times a second on a display that gives 120 frames', () => {
    let next: ((time: number) => void) | undefined;
    const frames = {
      requestFrame: (callback: (time: number) => void) => {
        next = callback;
        return 1;
      },
      cancelFrame: () => {
        next = undefined;
      },
    };
    const analyser = fakeAnalyser(() => 200);
    const stop = startVisualiserLoop({
      bars: makeBars(40),
      source: analyser,
      sampleRate: SAMPLE_RATE,
      frames,
    });
    for (let time = 0; time < 1_000; time += 1_000 / 120) next?.(time);
    expect(analyser.reads).toBeGreaterThanOrEqual(55);
    expect(analyser.reads).toBeLessThanOrEqual(61);
    stop();
    expect(next).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { binOf, startVisualiserLoop, VISUALISER_FFT_SIZE } from '../../src/demo/visualiser-loop';
import { createFakeRuntime } from '../fakes/fake-runtime';

function makeBars(count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const bar = document.createElement('span');
    bar.style.setProperty('--level', `0.${index % 10}`);
    return bar;
  });
}

/** An analyser stand-in whose spectrum the test sets. */
function fakeAnalyser(spectrum: (bin: number) => number) {
  let reads = 0;
  return {
    frequencyBinCount: VISUALISER_FFT_SIZE / 2,
    getByteFrequencyData(array: Uint8Array) {
      reads += 1;
      for (let bin = 0; bin < array.length; bin += 1) array[bin] = spectrum(bin);
    },
    get reads() {
      return reads;
    },
  };
}

const levels = (bars: HTMLElement[]) => bars.map((bar) => bar.style.getPropertyValue('--level'));

describe('startVisualiserLoop', () => {
  it('spreads 40 bars over the analyser bins, left to right, never past the last bin', () => {
    const bins = Array.from({ length: 40 }, (_, bar) => binOf(bar, 40, 64));
    expect(bins[0]).toBe(0);
    expect(bins.every((bin, index) => index === 0 || bin >= (bins[index - 1] ?? 0))).toBe(true);
    expect(Math.max(...bins)).toBeLessThan(64);
  });

  it('writes every bar from the spectrum once per animation frame, and keeps going frame after frame', () => {
    const fake = createFakeRuntime();
    const bars = makeBars(40);
    let loudness = 255;
    const analyser = fakeAnalyser(() => loudness);
    startVisualiserLoop({ bars, source: analyser, frames: fake.runtime });

    expect(analyser.reads).toBe(0); // nothing before the first frame
    fake.advance(16);
    expect(analyser.reads).toBe(1);
    expect(new Set(levels(bars))).toEqual(new Set(['1.000']));

    loudness = 0;
    fake.advance(16);
    expect(analyser.reads).toBe(2);
    expect(new Set(levels(bars))).toEqual(new Set(['0.080']));

    fake.advance(160);
    expect(analyser.reads).toBe(12);
  });

  it('gives each bar the level of its own bin', () => {
    const fake = createFakeRuntime();
    const bars = makeBars(40);
    startVisualiserLoop({ bars, source: fakeAnalyser((bin) => bin * 4), frames: fake.runtime });
    fake.advance(16);
    const values = levels(bars).map(Number);
    expect(values[0]).toBeLessThan(values[39] ?? 0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('stops reading on stop and puts the bars back where they rested', () => {
    const fake = createFakeRuntime();
    const bars = makeBars(40);
    const resting = levels(bars);
    const analyser = fakeAnalyser(() => 200);
    const stop = startVisualiserLoop({ bars, source: analyser, frames: fake.runtime });
    fake.advance(48);
    expect(levels(bars)).not.toEqual(resting);

    stop();
    const reads = analyser.reads;
    fake.advance(500);
    expect(analyser.reads).toBe(reads);
    expect(levels(bars)).toEqual(resting);
  });
});

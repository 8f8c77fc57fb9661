/** The analyser size the specification gives the visualiser: 64 frequency bins. */
export const VISUALISER_FFT_SIZE = 128;

/** The lowest bar height while audio plays, so quiet bins still read as bars. */
const FLOOR = 0.08;

// Speech sits in the lower bins; the top quarter (above ~16 kHz at 44.1 kHz) is mostly empty and would leave
// the right-hand bars dead.
const USED_BINS = 0.75;

/** The part of an AnalyserNode the loop reads. */
export type FrequencySource = Pick<AnalyserNode, 'frequencyBinCount' | 'getByteFrequencyData'>;

/** Animation frames (the site's runtime provides them; tests drive them by hand). */
export interface FrameScheduler {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
}

/** Options of `startVisualiserLoop`. */
export interface VisualiserLoopOptions {
  /** The bar elements, left to right; each gets its height as the `--level` CSS variable (0..1). */
  readonly bars: readonly HTMLElement[];
  readonly source: FrequencySource;
  readonly frames: FrameScheduler;
}

/** The bin of the analyser a bar shows. */
export function binOf(bar: number, bars: number, bins: number): number {
  return Math.min(bins - 1, Math.floor(((bar + 0.5) / bars) * bins * USED_BINS));
}

/**
 * Moves the bars every animation frame from the analyser's frequency data, writing a CSS variable on each bar
 * (no React state, so no re-render per frame). Returns a stop function that cancels the next frame and puts the
 * bars back at their resting heights (the values they had when the loop started).
 */
export function startVisualiserLoop({ bars, source, frames }: VisualiserLoopOptions): () => void {
  const resting = bars.map((bar) => bar.style.getPropertyValue('--level'));
  const data = new Uint8Array(source.frequencyBinCount);
  const bins = bars.map((_, index) => binOf(index, bars.length, data.length));
  let frame: number | undefined;

  const draw = () => {
    source.getByteFrequencyData(data);
    bars.forEach((bar, index) => {
      const value = data[bins[index] ?? 0] ?? 0;
      bar.style.setProperty('--level', (FLOOR + (1 - FLOOR) * (value / 255)).toFixed(3));
    });
    frame = frames.requestFrame(draw);
  };
  frame = frames.requestFrame(draw);

  return () => {
    if (frame !== undefined) frames.cancelFrame(frame);
    frame = undefined;
    bars.forEach((bar, index) => {
      bar.style.setProperty('--level', resting[index] ?? '');
    });
  };
}

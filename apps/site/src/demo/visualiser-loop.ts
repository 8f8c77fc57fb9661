/** The analyser size the specification gives the visualiser: 64 frequency bins. */
export const VISUALISER_FFT_SIZE = 128;

/** The band voices live in (Hz): fundamentals from ~90 Hz, the consonants' energy up to ~5 kHz. */
export const VOICE_BAND_HZ = { low: 90, high: 5_000 } as const;

/** The lowest bar height while audio plays, so quiet bands still read as bars (the resting height too). */
const FLOOR = 0.08;

// The levels below are in the analyser's byte units: 255 steps over its 70 dB range (about 3.6 per dB).
/** Speech loses roughly 8 dB per octave above ~500 Hz; each bar gets that back, so high bands show as well. */
const TILT_PER_OCTAVE = 30;
const TILT_FROM_HZ = 500;
/** A bar spans this far (about 25 dB) below the loudest band of the moment: full height there, none below. */
const RANGE = 90;
/** The reference never drops below this, so a faint voice is not blown up to full height. */
const MIN_REFERENCE = 160;
/** Below this in every band (about -72 dB) there is no voice: the bars lie flat, however long it lasts. */
const SILENCE = 100;
/** How fast the reference falls back after a loud moment (per millisecond; about 8 dB a second). */
const REFERENCE_DECAY_PER_MS = 0.03;
/**
 * The shortest time between two drawings: about 60 a second. A 90 or 120 Hz phone calls every frame, and would
 * otherwise pay up to twice the style work for bars that look the same.
 */
const MIN_FRAME_MS = 15;

/** The part of an AnalyserNode the loop reads. */
export type FrequencySource = Pick<AnalyserNode, 'frequencyBinCount' | 'getByteFrequencyData'>;

/** Animation frames (the site's runtime provides them; tests drive them by hand). */
export interface FrameScheduler {
  requestFrame(callback: (time: number) => void): number;
  cancelFrame(id: number): void;
}

/** Options of `startVisualiserLoop`. */
export interface VisualiserLoopOptions {
  /** The bar elements, left to right; each gets its height (0..1) as the vertical factor of its `scale`. */
  readonly bars: readonly HTMLElement[];
  readonly source: FrequencySource;
  /** The sample rate of the analyser's audio context: it decides which frequency each bin holds. */
  readonly sampleRate: number;
  readonly frames: FrameScheduler;
}

const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const fromMel = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** The frequency (Hz) bar `bar` of `bars` shows: the voice band cut into equal steps of pitch (mel scale). */
export function barFrequency(bar: number, bars: number): number {
  const low = toMel(VOICE_BAND_HZ.low);
  const high = toMel(VOICE_BAND_HZ.high);
  return fromMel(low + ((bar + 0.5) / bars) * (high - low));
}

/**
 * Where bar `bar` reads the analyser: a fractional bin (neighbouring bins are blended), so that bars sharing
 * the few bins of the voice band still differ.
 */
export function barBin(bar: number, bars: number, bins: number, sampleRate: number): number {
  const hzPerBin = sampleRate / 2 / bins;
  return Math.min(bins - 1, barFrequency(bar, bars) / hzPerBin);
}

/** The boost (byte units) that evens out speech's loss of loudness with pitch, for a band at `hz`. */
export function tiltOf(hz: number): number {
  return TILT_PER_OCTAVE * Math.max(0, Math.log2(hz / TILT_FROM_HZ));
}

/**
 * Moves the bars every animation frame from the analyser's frequency data, writing each bar's `scale` in its style
 * (no React state, so no re-render per frame; and not a CSS variable, whose change costs a phone five times the
 * style work of a plain property's, most of its main thread at 60 frames a second). The bars cover the voice band on a perceptual scale, and their
 * level follows a reference that adapts to the voice: the loudest band of the moment stands tall, one 25 dB
 * quieter does not move. Returns a stop function that cancels the next frame and puts the bars back at their
 * resting heights (the values they had when the loop started).
 */
export function startVisualiserLoop({ bars, source, sampleRate, frames }: VisualiserLoopOptions): () => void {
  const resting = bars.map((bar) => bar.style.scale);
  const data = new Uint8Array(source.frequencyBinCount);
  const bins = data.length;
  const positions = bars.map((_, index) => barBin(index, bars.length, bins, sampleRate));
  const tilts = bars.map((_, index) => tiltOf(barFrequency(index, bars.length)));
  const values = new Float32Array(bars.length);
  let reference = MIN_REFERENCE;
  let last: number | undefined;
  let frame: number | undefined;

  const draw = (time: number) => {
    frame = frames.requestFrame(draw);
    if (last !== undefined && time - last < MIN_FRAME_MS) return;
    source.getByteFrequencyData(data);
    let loudest = 0;
    let heard = false;
    positions.forEach((position, index) => {
      const below = Math.floor(position);
      const above = Math.min(bins - 1, below + 1);
      const share = position - below;
      const raw = (data[below] ?? 0) * (1 - share) + (data[above] ?? 0) * share;
      if (raw >= SILENCE) heard = true;
      const value = raw + (tilts[index] ?? 0);
      values[index] = value;
      if (value > loudest) loudest = value;
    });
    const elapsed = last === undefined ? 0 : Math.max(0, time - last);
    last = time;
    reference = Math.max(MIN_REFERENCE, loudest, reference - REFERENCE_DECAY_PER_MS * elapsed);
    bars.forEach((bar, index) => {
      const level = heard
        ? Math.min(1, Math.max(0, ((values[index] ?? 0) - (reference - RANGE)) / RANGE))
        : 0;
      bar.style.scale = `1 ${(FLOOR + (1 - FLOOR) * level).toFixed(3)}`;
    });
  };
  frame = frames.requestFrame(draw);

  return () => {
    if (frame !== undefined) frames.cancelFrame(frame);
    frame = undefined;
    bars.forEach((bar, index) => {
      bar.style.scale = resting[index] ?? '';
    });
  };
}

/** The part of an AudioContext the voice uses; tests pass a fake. */
export type VoiceAudioContext = Pick<
  AudioContext,
  | 'decodeAudioData'
  | 'createBufferSource'
  | 'createAnalyser'
  | 'createMediaStreamDestination'
  | 'resume'
  | 'close'
  | 'currentTime'
>;

/** Options of `prepareSampleVoice`. */
export interface SampleVoiceOptions {
  /** The recording the assistant "says". */
  readonly url: string;
  /** Called with the level (RMS, 0..1) of what is playing, every `levelIntervalMs`. */
  readonly onLevel: (level: number) => void;
  /** Called once when the recording has played to its end (not when stopped). */
  readonly onEnded: () => void;
  readonly levelIntervalMs?: number;
  readonly createContext?: () => VoiceAudioContext;
  readonly fetch?: typeof fetch;
  readonly setInterval?: (callback: () => void, ms: number) => unknown;
  readonly clearInterval?: (id: unknown) => void;
}

/** A decoded recording routed into a real audio track, ready to play. */
export interface SampleVoice {
  /** A live track carrying the recording, as a remote participant's audio would be. */
  readonly track: MediaStreamTrack;
  play(): void;
  /** How far the recording has played (ms, on the audio clock); 0 before `play()`. */
  position(): number;
  /** Stops playback, the level reports and the audio context; safe to call more than once. */
  stop(): void;
}

/** Root mean square of one block of samples: the level Daily's audio observer reports is of this kind. */
export function rootMeanSquare(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/**
 * Loads and decodes a recording and routes it, through an analyser, into a MediaStreamAudioDestinationNode, so it
 * comes out as a real `MediaStreamTrack` (played by web-call's `<audio>` element like any remote track) and its
 * real levels can be reported while it plays.
 */
export async function prepareSampleVoice(options: SampleVoiceOptions): Promise<SampleVoice> {
  const {
    url,
    onLevel,
    onEnded,
    levelIntervalMs = 100,
    createContext = () => new AudioContext(),
    fetch: load = fetch,
    setInterval: every = (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: cancel = (id) => globalThis.clearInterval(id as number),
  } = options;
  const context = createContext();
  let stopped = false;
  let timer: unknown;
  let startedAt: number | undefined;
  try {
    const response = await load(url);
    if (!response.ok)
      throw new Error(`The sample call could not be loaded (${response.status} from ${url}).`);
    const buffer = await context.decodeAudioData(await response.arrayBuffer());
    const source = context.createBufferSource();
    source.buffer = buffer;
    const analyser = context.createAnalyser();
    // About 46 ms of audio per reading at 44.1 kHz: the window of one level report.
    analyser.fftSize = 2048;
    const destination = context.createMediaStreamDestination();
    source.connect(analyser);
    analyser.connect(destination);
    const samples = new Float32Array(analyser.fftSize);
    const track = destination.stream.getAudioTracks()[0];
    if (!track) throw new Error('The audio destination gave no track.');

    const stop = () => {
      if (stopped) return;
      stopped = true;
      if (timer !== undefined) cancel(timer);
      source.onended = null;
      try {
        source.stop();
      } catch {
        // never started: nothing to stop
      }
      track.stop();
      void context.close().catch(() => {});
    };
    source.onended = () => {
      if (stopped) return;
      if (timer !== undefined) cancel(timer);
      timer = undefined;
      onLevel(0);
      onEnded();
    };
    return {
      track,
      play() {
        if (stopped) return;
        // A context created after the click may start suspended (autoplay policy); the click allows resuming it.
        void context.resume().catch(() => {});
        // The audio clock stands still while the context is suspended, so the position follows what is heard.
        startedAt = context.currentTime;
        source.start();
        timer = every(() => {
          analyser.getFloatTimeDomainData(samples);
          onLevel(rootMeanSquare(samples));
        }, levelIntervalMs);
      },
      position: () => (startedAt === undefined ? 0 : Math.max(0, (context.currentTime - startedAt) * 1000)),
      stop,
    };
  } catch (error) {
    void context.close().catch(() => {});
    throw error;
  }
}

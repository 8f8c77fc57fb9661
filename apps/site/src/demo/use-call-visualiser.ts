import type { RemoteAudio } from '@clinic/web-call';
import { type RefObject, useEffect } from 'react';
import { useRuntime } from '../runtime/runtime';
import { startVisualiserLoop, VISUALISER_FFT_SIZE } from './visualiser-loop';

/** The part of an AudioContext the visualiser uses. */
export type AnalyserContext = Pick<
  AudioContext,
  'createAnalyser' | 'createMediaStreamSource' | 'close' | 'sampleRate'
>;

// One function for every render: the effect below must not restart (and open a new context) on each commit.
const browserAudioContext = (): AnalyserContext => new AudioContext();

/**
 * While the call's remote audio plays, moves the `[data-bar]` elements inside `container` from an analyser
 * (fftSize 128) on its track, every animation frame, through the DOM only: the bars span the voice band
 * (`startVisualiserLoop`). Without audio, or out of view, the bars rest.
 */
export function useCallVisualiser(
  container: RefObject<HTMLElement | null>,
  audio: RemoteAudio | undefined,
  createContext: () => AnalyserContext = browserAudioContext,
): void {
  const runtime = useRuntime();
  useEffect(() => {
    const root = container.current;
    if (!audio || !root) return;
    let context: AnalyserContext;
    let input: MediaStreamAudioSourceNode;
    let analyser: AnalyserNode;
    try {
      context = createContext();
      analyser = context.createAnalyser();
      analyser.fftSize = VISUALISER_FFT_SIZE;
      input = context.createMediaStreamSource(new MediaStream([audio.track]));
      input.connect(analyser);
    } catch (error) {
      // No Web Audio (or a track it cannot read): the call works, the bars just stay at rest.
      console.warn('The call visualiser cannot read the call audio.', error);
      return;
    }
    const bars = Array.from(root.querySelectorAll<HTMLElement>('[data-bar]'));
    // Bars scrolled out of view rest: a visitor who reads on while the call talks costs the phone no frames.
    let stopLoop: (() => void) | undefined;
    const stopWatching = runtime.observeVisibility(root, 0, (visible) => {
      if (visible) {
        stopLoop ??= startVisualiserLoop({
          bars,
          source: analyser,
          sampleRate: context.sampleRate,
          frames: runtime,
        });
      } else {
        stopLoop?.();
        stopLoop = undefined;
      }
    });
    return () => {
      stopWatching();
      stopLoop?.();
      input.disconnect();
      void context.close().catch(() => {});
    };
  }, [audio, container, runtime, createContext]);
}

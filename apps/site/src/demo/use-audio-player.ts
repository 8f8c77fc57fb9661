import { useCallback, useEffect, useRef, useState } from 'react';
import { demoCallState, endDemoCall } from './demo-call-status';

/** What a player shows: never played, playing, paused part-way, or played to the end. */
export type AudioStatus = 'idle' | 'playing' | 'paused' | 'ended';

/** The part of an audio element the players use; tests pass a fake. */
export type AudioLike = Pick<
  HTMLAudioElement,
  'play' | 'pause' | 'currentTime' | 'duration' | 'addEventListener' | 'removeEventListener' | 'src'
>;

export type AudioPlayerOptions = {
  /** Start from the beginning on every play (hero button) instead of resuming (sample player). */
  restartOnPlay?: boolean;
  /** Defaults to `new Audio()`; created on first play, so loading the page requests no audio. */
  createAudio?: () => AudioLike;
};

// The hero button and the demo's player play the same recording: starting one pauses the other.
const PLAY_EVENT = 'site:audio-play';

/** Pauses every recording playing on the page (a live demo call is starting: one voice at a time). */
export function pauseRecordings(): void {
  window.dispatchEvent(new CustomEvent(PLAY_EVENT, { detail: null }));
}

/** Plays one recording: toggle plays or pauses; at the end it rewinds and reports 'ended'. */
export function useAudioPlayer(src: string | undefined, options: AudioPlayerOptions = {}) {
  const { restartOnPlay = false, createAudio } = options;
  const audio = useRef<AudioLike | null>(null);
  const [status, setStatus] = useState<AudioStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const pauseForOther = (event: Event) => {
      if ((event as CustomEvent<AudioLike>).detail !== audio.current) audio.current?.pause();
    };
    window.addEventListener(PLAY_EVENT, pauseForOther);
    return () => {
      window.removeEventListener(PLAY_EVENT, pauseForOther);
      audio.current?.pause();
      audio.current = null;
    };
  }, []);

  // A different recording (language switch) starts a fresh player.
  useEffect(() => {
    if (!audio.current || !src) return;
    audio.current.pause();
    audio.current.src = src;
    setStatus('idle');
    setProgress(0);
  }, [src]);

  const ensureAudio = useCallback((): AudioLike | null => {
    if (!src) return null;
    if (audio.current) return audio.current;
    const element = createAudio ? createAudio() : new Audio();
    element.src = src;
    element.addEventListener('play', () => {
      setStatus('playing');
      window.dispatchEvent(new CustomEvent(PLAY_EVENT, { detail: element }));
    });
    element.addEventListener('pause', () => setStatus((s) => (s === 'playing' ? 'paused' : s)));
    element.addEventListener('timeupdate', () =>
      setProgress(element.duration > 0 ? element.currentTime / element.duration : 0),
    );
    element.addEventListener('ended', () => {
      element.currentTime = 0;
      setProgress(0);
      setStatus('ended');
    });
    element.addEventListener('error', () => {
      setFailed(true);
      setStatus('idle');
    });
    audio.current = element;
    return element;
  }, [src, createAudio]);

  const toggle = useCallback(() => {
    const element = ensureAudio();
    if (!element) return;
    if (status === 'playing') {
      element.pause();
      return;
    }
    if (restartOnPlay || status === 'ended') element.currentTime = 0;
    setFailed(false);
    const play = () => element.play().catch(() => setFailed(true));
    // One conversation at a time: a demo call connecting or running is ended before the recording is heard.
    if (demoCallState() === 'idle') void play();
    else void endDemoCall().then(play, play);
  }, [ensureAudio, status, restartOnPlay]);

  return { status, progress, failed, available: Boolean(src), toggle, audio };
}

/** What `useAudioPlayer` gives a player's view (`audio`: the element, once first played). */
export type AudioPlayer = ReturnType<typeof useAudioPlayer>;

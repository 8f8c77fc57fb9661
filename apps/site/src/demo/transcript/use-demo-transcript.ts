import type { TranscriptLine } from '@clinic/web-call';
import { useTranscript } from '@clinic/web-call/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import type { DemoMode } from '../demo-mode';
import type { AudioPlayer } from '../use-audio-player';
import type { DemoCall } from '../use-demo-call';
import { sampleTranscriptAt } from './cue-timeline';
import type { SpeakerTexts } from './demo-transcript';
import { loadSampleCues } from './load-sample-cues';
import type { SampleCue } from './sample-cues';

/** What the demo's transcript shows: the lines and how to name their speakers. */
export interface DemoTranscriptState {
  readonly lines: readonly TranscriptLine[];
  readonly speakers: SpeakerTexts;
}

const NO_LINES: readonly TranscriptLine[] = [];

// A live call's other side is the visitor; in the recording (and the simulated call that plays it) a patient.
const CALL_SPEAKERS: SpeakerTexts = { assistant: 'demo.speaker.assistant', user: 'demo.speaker.user' };
const RECORDING_SPEAKERS: SpeakerTexts = {
  assistant: 'demo.speaker.assistant',
  user: 'demo.speaker.patient',
};

/** The recording's cues in `locale`, loaded once `wanted` (the player has been started); undefined until then. */
function useSampleCues(locale: Locale, wanted: boolean): readonly SampleCue[] | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; cues: readonly SampleCue[] }>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSampleCues(locale)?.then(
      (cues) => {
        if (current) setLoaded({ locale, cues });
      },
      (error: unknown) =>
        console.warn('The recorded call has no transcript: its captions did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [locale, wanted]);
  return loaded?.locale === locale ? loaded.cues : undefined;
}

/** Where the recording is (ms), following its `timeupdate` events (a few a second) once it has been played. */
function usePlaybackPosition({ status, audio }: Pick<AudioPlayer, 'status' | 'audio'>): number {
  const [position, setPosition] = useState(0);
  // The element exists from the first play on; each status change is a moment to (re)attach to it.
  useEffect(() => {
    const element = audio.current;
    if (!element || status === 'idle') {
      setPosition(0);
      return;
    }
    const update = () => setPosition(element.currentTime * 1000);
    update();
    element.addEventListener('timeupdate', update);
    return () => element.removeEventListener('timeupdate', update);
  }, [audio, status]);
  return position;
}

/**
 * The transcript the demo shows: of the call (web-call's transcript of it) or of the recorded call (its cues up to
 * where it plays), whichever was started last. A call's lines stay after it ends, until the next start.
 */
export function useDemoTranscript(
  demo: Pick<DemoCall, 'call' | 'state' | 'step'>,
  player: Pick<AudioPlayer, 'status' | 'audio'>,
  locale: Locale,
  mode: DemoMode,
): DemoTranscriptState {
  const callLines = useTranscript(demo.call);
  const [source, setSource] = useState<'call' | 'sample'>('call');
  const starting = demo.state === 'connecting';
  const playing = player.status === 'playing';
  // The previous call's lines, put away when a start begins: they stay away until the next call writes lines of
  // its own (web-call empties its transcript only once the new call really starts), and a Cancel in between
  // does not bring them back.
  const [putAway, setPutAway] = useState<readonly TranscriptLine[] | undefined>();
  useEffect(() => {
    if (!starting) return;
    setSource('call');
    setPutAway(callLines);
    // Only the moment a start begins counts (callLines is read then on purpose), not each line of the call.
  }, [starting]);
  // A conversation in the page's former language is put away too when the page switches (its call has ended).
  const linesLocale = useRef(locale);
  useEffect(() => {
    if (linesLocale.current === locale) return;
    linesLocale.current = locale;
    setPutAway(callLines);
    // Only the switch counts, as above.
  }, [locale]);
  useEffect(() => {
    if (playing) setSource('sample');
  }, [playing]);
  const cues = useSampleCues(locale, player.status !== 'idle');
  const position = usePlaybackPosition(player);

  const sampleLines = useMemo(() => {
    if (!cues || player.status === 'idle') return NO_LINES;
    // Played to the end (the player rewinds): the whole conversation.
    return sampleTranscriptAt(cues, player.status === 'ended' ? Infinity : position);
  }, [cues, player.status, position]);

  if (source === 'sample') return { lines: sampleLines, speakers: RECORDING_SPEAKERS };
  return {
    lines: callLines === putAway ? NO_LINES : callLines,
    speakers: mode === 'simulated' ? RECORDING_SPEAKERS : CALL_SPEAKERS,
  };
}

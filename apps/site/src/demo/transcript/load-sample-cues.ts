import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { parseSampleCues, type SampleCue } from './sample-cues';

// The captions beside the recordings (written by scripts/generate-sample-audio.sh), as text in small chunks of
// their own: loaded when a call or the player needs them, never with the page, and as scripts from our own origin,
// so the CSP needs no new source. A glob, like the recordings': a fresh checkout may have none.
const captions = import.meta.glob<string>('../../assets/audio/sample-call-*.vtt', {
  query: '?raw',
  import: 'default',
});

const loaded = new Map<string, Promise<readonly SampleCue[]>>();

/**
 * The cues of the sample call in a language (falling back to the default language's, as the recording does), loaded
 * once; undefined when none are bundled. A load that fails is tried again by the next call.
 */
export function loadSampleCues(locale: Locale): Promise<readonly SampleCue[]> | undefined {
  const path = [locale, DEFAULT_LOCALE]
    .map((language) => `../../assets/audio/sample-call-${language}.vtt`)
    .find((candidate) => candidate in captions);
  const load = path === undefined ? undefined : captions[path];
  if (!path || !load) return undefined;
  let cues = loaded.get(path);
  if (!cues) {
    cues = load().then(parseSampleCues);
    loaded.set(path, cues);
    cues.catch(() => loaded.delete(path));
  }
  return cues;
}

import { useTexts } from '../../i18n/use-texts';
import type { DemoMode } from '../demo-mode';
import type { AudioPlayer } from '../use-audio-player';
import type { DemoCall } from '../use-demo-call';
import { DemoTranscript } from './demo-transcript';
import { useDemoTranscript } from './use-demo-transcript';

/** Props of `LiveDemoTranscript`. */
export interface LiveDemoTranscriptProps {
  readonly demo: Pick<DemoCall, 'call' | 'state' | 'step'>;
  readonly player: Pick<AudioPlayer, 'status' | 'audio'>;
  readonly mode: DemoMode;
}

/**
 * The live demo's transcript, in a component of its own: a new line re-renders this log alone, not the call
 * panel and its visualiser.
 */
export function LiveDemoTranscript({ demo, player, mode }: LiveDemoTranscriptProps) {
  const { locale } = useTexts();
  const { lines, speakers } = useDemoTranscript(demo, player, locale, mode);
  return <DemoTranscript lines={lines} speakers={speakers} />;
}

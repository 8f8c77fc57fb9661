import { useTexts } from '../i18n/use-texts';
import { DemoCallPanel, type DemoCallPanelProps } from './demo-call-panel';
import { demoPlatform } from './demo-platform';
import { sampleAudioUrl } from './sample-audio';
import { SamplePlayer } from './sample-player';
import { LiveDemoTranscript } from './transcript/live-demo-transcript';
import { type AudioPlayerOptions, useAudioPlayer } from './use-audio-player';
import { type DemoCallOptions, useDemoCall } from './use-demo-call';

/** Props of `LiveDemo`; every seam defaults to the build's real one (tests replace them). */
export type LiveDemoProps = Pick<AudioPlayerOptions, 'createAudio'> &
  Pick<DemoCallPanelProps, 'createAnalyserContext'> &
  Partial<DemoCallOptions>;

/**
 * The live demo: the call panel (its call button is the section's FIRST button), the transcript of whichever of
 * the call and the recording was started last, things to try (only where someone listens) and the sample player.
 */
export function LiveDemo({
  createAudio,
  createAnalyserContext,
  platform = demoPlatform,
  ...options
}: LiveDemoProps) {
  const { t, locale } = useTexts();
  const demo = useDemoCall({ platform, ...options });
  const player = useAudioPlayer(sampleAudioUrl(locale), { createAudio });
  return (
    <div className="grid gap-6 rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm sm:p-8 lg:grid-cols-2 dark:border-white/10 dark:bg-night-raised">
      <DemoCallPanel demo={demo} mode={platform.mode} createAnalyserContext={createAnalyserContext} />
      {/* Beside the call on wide screens and right under it on phones: the conversation stays in view with its
          stop control. */}
      <LiveDemoTranscript demo={demo} player={player} mode={platform.mode} />
      <div className="grid gap-6 lg:col-span-2 lg:grid-cols-2">
        {/* Things to say exist only where someone listens: the simulated call plays a recording. */}
        {platform.mode === 'real' && (
          <div>
            <h3 className="text-xl font-semibold">{t('demo.tryTitle')}</h3>
            <ul className="mt-3 space-y-2 text-ink-soft dark:text-slate-300">
              <li>{t('demo.try1')}</li>
              <li>{t('demo.try2')}</li>
              <li>{t('demo.try3')}</li>
            </ul>
          </div>
        )}
        <SamplePlayer player={player} />
      </div>
    </div>
  );
}

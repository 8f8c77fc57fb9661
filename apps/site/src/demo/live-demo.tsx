import { useTexts } from '../i18n/use-texts';
import { DemoCallPanel, type DemoCallPanelProps } from './demo-call-panel';
import { demoPlatform } from './demo-platform';
import { SamplePlayer } from './sample-player';
import type { AudioPlayerOptions } from './use-audio-player';

/** Props of `LiveDemo`; every seam defaults to the build's real one (tests replace them). */
export type LiveDemoProps = Pick<AudioPlayerOptions, 'createAudio'> & Partial<DemoCallPanelProps>;

/**
 * The live demo: the call panel (its button is the section's FIRST button: the hero button and the mobile bar
 * press it), things to try, and the sample player.
 */
export function LiveDemo({ createAudio, platform = demoPlatform, ...call }: LiveDemoProps) {
  const { t } = useTexts();
  return (
    <div className="grid gap-6 rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm sm:p-8 lg:grid-cols-[1.2fr_1fr] dark:border-white/10 dark:bg-night-raised">
      <DemoCallPanel platform={platform} {...call} />
      <div className="flex flex-col gap-5">
        <div>
          <h3 className="text-xl font-semibold">{t('demo.tryTitle')}</h3>
          <ul className="mt-3 space-y-2 text-ink-soft dark:text-slate-300">
            <li>{t('demo.try1')}</li>
            <li>{t('demo.try2')}</li>
            <li>{t('demo.try3')}</li>
          </ul>
        </div>
        <SamplePlayer createAudio={createAudio} />
      </div>
    </div>
  );
}

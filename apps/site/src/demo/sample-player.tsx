import { PauseIcon, PlayIcon } from '../components/icons';
import { useTexts } from '../i18n/use-texts';
import type { AudioPlayer } from './use-audio-player';

/** Play / pause of the bundled sample call, with its progress; it rewinds at the end. */
export function SamplePlayer({ player }: { readonly player: AudioPlayer }) {
  const { t } = useTexts();
  const { status, progress, failed, available, toggle } = player;
  const playing = status === 'playing';
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-4 dark:border-white/10 dark:bg-night">
      <p className="text-sm font-bold">{t('demo.sampleTitle')}</p>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          disabled={!available}
          data-sample-state={status}
          aria-label={playing ? t('demo.samplePause') : t('demo.samplePlay')}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-strong disabled:opacity-50 dark:bg-brand-glow dark:text-night"
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div
          role="progressbar"
          aria-label={t('demo.sampleProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 flex-1 overflow-hidden rounded-full bg-ink/10 dark:bg-white/15"
        >
          {/* No style attribute until there is progress (never in the prerendered HTML, whose CSP has no
              'unsafe-inline' for styles); React then sets the width through the CSSOM. */}
          <div
            className="h-full w-0 bg-brand dark:bg-brand-glow"
            style={progress > 0 ? { width: `${progress * 100}%` } : undefined}
          />
        </div>
      </div>
      {(failed || !available) && (
        <p className="mt-2 text-sm text-coral dark:text-orange-300">{t('demo.sampleUnavailable')}</p>
      )}
    </div>
  );
}

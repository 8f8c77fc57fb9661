import { buttonStyles } from '../../components/button-styles';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { sampleAudioUrl } from '../../demo/sample-audio';
import { type AudioPlayerOptions, useAudioPlayer } from '../../demo/use-audio-player';
import { useTexts } from '../../i18n/use-texts';

/** Plays the bundled sample from the start; pressing while it plays pauses it. */
export function HeroAudioButton({ createAudio }: Pick<AudioPlayerOptions, 'createAudio'>) {
  const { t, locale } = useTexts();
  const { status, toggle } = useAudioPlayer(sampleAudioUrl(locale), { restartOnPlay: true, createAudio });
  const playing = status === 'playing';
  const label = playing
    ? t('hero.audioPlaying')
    : status === 'idle'
      ? t('hero.audioPlay')
      : t('hero.audioReplay');
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={toggle}
      data-audio-state={status}
      aria-pressed={playing}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
      <span aria-live="polite">{label}</span>
    </button>
  );
}

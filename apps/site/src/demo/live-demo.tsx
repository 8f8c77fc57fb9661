import { useState } from 'react';
import { buttonStyles } from '../components/button-styles';
import { PhoneIcon } from '../components/icons';
import { useTexts } from '../i18n/use-texts';
import { AudioVisualiser } from './audio-visualiser';
import { SamplePlayer } from './sample-player';
import type { AudioPlayerOptions } from './use-audio-player';

/** States of the demo call button (spec section 4). */
export const DEMO_CALL_STATES = ['idle', 'connecting', 'active'] as const;
export type DemoCallState = (typeof DEMO_CALL_STATES)[number];

/**
 * The live demo: call button (always the section's FIRST button: the hero button and the mobile bar press
 * it), the 40-bar visualiser and the sample player.
 */
export function LiveDemo({ createAudio }: Pick<AudioPlayerOptions, 'createAudio'>) {
  const { t } = useTexts();
  // TODO(issue 6, live voice demo): start a call through @clinic/web-call/react (idle → connecting →
  // active), with the simulated platform when VITE_PLATFORM_PUBLIC_KEY is unset. Until then the button stays
  // idle and only points the visitor at the recorded call.
  const state: DemoCallState = 'idle';
  const [pendingNoteShown, setPendingNoteShown] = useState(false);

  return (
    <div className="grid gap-6 rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm sm:p-8 lg:grid-cols-[1.2fr_1fr] dark:border-white/10 dark:bg-night-raised">
      <div className="flex flex-col items-center justify-center gap-5 text-center">
        <button
          type="button"
          data-state={state}
          onClick={() => setPendingNoteShown(true)}
          className={`${buttonStyles.primary} max-w-full px-8 py-4 text-center text-lg`}
        >
          <PhoneIcon />
          {t('demo.callButton')}
        </button>
        <p className="text-sm text-ink-soft dark:text-slate-300">{t('demo.microphoneNote')}</p>
        <AudioVisualiser />
        <p role="status" className="min-h-6 text-sm font-medium text-brand-strong dark:text-brand-glow">
          {pendingNoteShown ? t('demo.callPending') : ''}
        </p>
      </div>
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

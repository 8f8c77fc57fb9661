import { useRemoteAudio } from '@clinic/web-call/react';
import { useRef } from 'react';
import { buttonStyles } from '../components/button-styles';
import { PhoneIcon, Spinner } from '../components/icons';
import { useTexts } from '../i18n/use-texts';
import { AudioVisualiser } from './audio-visualiser';
import type { DemoPlatform } from './demo-platform-types';
import { DEMO_BUTTON_TEXT, DEMO_FAILURE_TEXT, DEMO_STEP_TEXT } from './demo-texts';
import { type AnalyserContext, useCallVisualiser } from './use-call-visualiser';
import { type DemoCallOptions, useDemoCall } from './use-demo-call';

// Red while a call runs (spec: the button turns red with a stop label).
const STOP_STYLE =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-red-800';

/** Props of `DemoCallPanel`. */
export type DemoCallPanelProps = {
  platform: DemoPlatform;
  /** The Web Audio context the visualiser reads the call through (tests pass a fake). */
  createAnalyserContext?: () => AnalyserContext;
} & Omit<DemoCallOptions, 'platform'>;

/**
 * The call half of the live demo: the call button (the section's FIRST button: the hero button and the mobile
 * bar press it), the progress or the failure, the speaking indicator and the visualiser.
 */
export function DemoCallPanel({ createAnalyserContext, ...props }: DemoCallPanelProps) {
  const { t } = useTexts();
  const demo = useDemoCall(props);
  const bars = useRef<HTMLDivElement>(null);
  const { state } = demo;
  const audio = useRemoteAudio(demo.call);
  useCallVisualiser(bars, state === 'active' ? audio : undefined, createAnalyserContext);

  let status = '';
  if (state === 'connecting' && demo.step) status = t(DEMO_STEP_TEXT[demo.step]);
  else if (state === 'active') status = t(demo.speaking ? 'demo.speaking' : 'demo.listening');

  return (
    <div className="flex flex-col items-center justify-center gap-5 text-center">
      <button
        type="button"
        data-state={state}
        disabled={state === 'connecting'}
        aria-busy={state === 'connecting'}
        onClick={demo.toggle}
        onPointerEnter={demo.preload}
        onFocus={demo.preload}
        className={`${state === 'active' ? STOP_STYLE : buttonStyles.primary} max-w-full px-8 py-4 text-center text-lg`}
      >
        {state === 'connecting' ? <Spinner /> : <PhoneIcon />}
        {t(DEMO_BUTTON_TEXT[state])}
      </button>
      <p className="text-sm text-ink-soft dark:text-slate-300">{t('demo.microphoneNote')}</p>
      {props.platform.mode === 'simulated' && (
        <p data-demo-simulated="" className="text-xs text-ink-soft dark:text-slate-400">
          {t('demo.simulatedNote')}
        </p>
      )}
      <AudioVisualiser ref={bars} />
      <p
        role="status"
        data-speaking={state === 'active' ? String(demo.speaking) : undefined}
        className="flex min-h-6 items-center gap-2 text-sm font-medium text-brand-strong dark:text-brand-glow"
      >
        {state === 'active' && (
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${demo.speaking ? 'animate-pulse bg-emerald-500' : 'bg-ink/30 dark:bg-white/30'}`}
          />
        )}
        {status}
      </p>
      {demo.failure && (
        <p
          role="alert"
          data-demo-failure={demo.failure}
          className="text-sm font-medium text-coral dark:text-orange-300"
        >
          {t(DEMO_FAILURE_TEXT[demo.failure])}
        </p>
      )}
    </div>
  );
}

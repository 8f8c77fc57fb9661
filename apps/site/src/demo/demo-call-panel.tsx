import { useRemoteAudio } from '@clinic/web-call/react';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../components/button-styles';
import { PhoneIcon, Spinner } from '../components/icons';
import { useTexts } from '../i18n/use-texts';
import { AudioVisualiser } from './audio-visualiser';
import { RETRYABLE_FAILURES } from './demo-failure';
import type { DemoMode } from './demo-mode';
import { DEMO_BUTTON_TEXT, DEMO_FAILURE_TEXT, DEMO_MICROPHONE_NOTE, DEMO_STEP_TEXT } from './demo-texts';
import { type AnalyserContext, useCallVisualiser } from './use-call-visualiser';
import type { DemoCall } from './use-demo-call';

// Red while a call runs (spec: the button turns red with a stop label).
const STOP_STYLE =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-red-800';

/** Props of `DemoCallPanel`. */
export interface DemoCallPanelProps {
  readonly demo: DemoCall;
  readonly mode: DemoMode;
  /** The Web Audio context the visualiser reads the call through (tests pass a fake). */
  readonly createAnalyserContext?: () => AnalyserContext;
}

/**
 * The call half of the live demo: the call button (the section's FIRST button), Cancel while connecting, the
 * progress or the failure (with a retry when trying again is all it takes), the speaking indicator and the
 * visualiser.
 */
export function DemoCallPanel({ demo, mode, createAnalyserContext }: DemoCallPanelProps) {
  const { t } = useTexts();
  const bars = useRef<HTMLDivElement>(null);
  const callButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // The note under the button (the microphone's state, or that the call is simulated) describes it.
  const note = useId();
  // While connecting the call button is disabled and Retry is gone: a start pressed on either, with the keyboard
  // focus on it, hands that focus to Cancel instead of dropping it to the page.
  const startFocused = useRef(false);
  // Cancel disappears when connecting ends (cancelled or connected); if it had the focus, the call button takes it.
  const cancelFocused = useRef(false);
  const { state } = demo;
  const audio = useRemoteAudio(demo.call);
  useCallVisualiser(bars, state === 'active' ? audio : undefined, createAnalyserContext);
  useEffect(() => {
    const toCancel = startFocused.current;
    startFocused.current = false;
    if (state === 'connecting') {
      if (toCancel) cancelButton.current?.focus();
      return;
    }
    if (!cancelFocused.current) return;
    cancelFocused.current = false;
    callButton.current?.focus();
  }, [state]);
  const pressed = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    startFocused.current = state === 'idle' && document.activeElement === event.currentTarget;
    action();
  };

  let status = '';
  if (state === 'connecting' && demo.step) status = t(DEMO_STEP_TEXT[demo.step]);
  else if (demo.reconnecting) status = t('demo.reconnecting');
  // The assistant's level says it speaks, but the browser plays nothing: say why, next to the control that fixes it.
  else if (demo.audioBlocked) status = t('demo.audioBlocked');
  // The simulated call plays both voices of a recording: whoever is heard, it is the sample conversation.
  else if (state === 'active' && mode === 'simulated') status = t('demo.playingSample');
  else if (state === 'active' && demo.speaking) status = t('demo.speaking');
  // Said in the status line the visitor already watches, in place of "listening" (the assistant is not talking).
  else if (demo.micSilent) status = t('demo.micSilent');
  else if (state === 'active') status = t('demo.listening');

  const resumeAudio = async () => {
    // The control goes away once the assistant plays; the call button keeps the focus in the demo.
    if (await demo.resumeAudio()) callButton.current?.focus();
  };

  return (
    // scroll-mt: the mobile call bar scrolls here during a call; the fixed header must not cover the stop control.
    <div
      data-demo-call-panel=""
      className="flex scroll-mt-20 flex-col items-center justify-center gap-5 text-center"
    >
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          ref={callButton}
          type="button"
          data-state={state}
          disabled={state === 'connecting'}
          aria-busy={state === 'connecting'}
          onClick={pressed(demo.toggle)}
          aria-describedby={note}
          onPointerEnter={demo.preload}
          onFocus={demo.preload}
          className={`${state === 'active' ? STOP_STYLE : buttonStyles.primary} max-w-full px-6 py-4 text-center whitespace-nowrap sm:px-8 sm:text-lg`}
        >
          {state === 'connecting' ? <Spinner /> : <PhoneIcon />}
          {t(DEMO_BUTTON_TEXT[state])}
        </button>
        {state === 'connecting' && (
          <button
            ref={cancelButton}
            type="button"
            data-demo-cancel=""
            onClick={demo.cancel}
            onFocus={() => {
              cancelFocused.current = true;
            }}
            onBlur={() => {
              cancelFocused.current = false;
            }}
            className={buttonStyles.secondary}
          >
            {t('demo.cancelButton')}
          </button>
        )}
      </div>
      {/* The simulated call plays a recording and never asks for the microphone: no prompt to announce. */}
      {mode === 'real' ? (
        <p
          id={note}
          data-demo-microphone={demo.microphone}
          className="text-sm text-ink-soft dark:text-slate-300"
        >
          {t(DEMO_MICROPHONE_NOTE[demo.microphone ?? 'unknown'])}
        </p>
      ) : (
        <p id={note} data-demo-simulated="" className="text-sm text-ink-soft dark:text-slate-300">
          {t('demo.simulatedNote')}
        </p>
      )}
      <AudioVisualiser ref={bars} />
      <p
        role="status"
        data-speaking={state === 'active' ? String(demo.speaking) : undefined}
        data-demo-status={demo.reconnecting ? 'reconnecting' : demo.micSilent ? 'mic-silent' : undefined}
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
      {demo.audioBlocked && (
        <button
          type="button"
          data-demo-resume-audio=""
          onClick={() => void resumeAudio()}
          className={buttonStyles.primary}
        >
          {t('demo.resumeAudio')}
        </button>
      )}
      {demo.failure && (
        <div className="flex flex-col items-center gap-3">
          <p
            role="alert"
            data-demo-failure={demo.failure}
            className="text-sm font-medium text-coral dark:text-orange-300"
          >
            {t(DEMO_FAILURE_TEXT[demo.failure])}
          </p>
          {RETRYABLE_FAILURES.has(demo.failure) && state === 'idle' && (
            <button type="button" onClick={pressed(demo.start)} className={buttonStyles.small}>
              {t('demo.retryButton')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

import { useRemoteAudio } from '@clinic/web-call/react';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../components/button-styles';
import { PhoneIcon, Spinner } from '../components/icons';
import { useEarlyPress } from '../hooks/use-early-press';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useTexts } from '../i18n/use-texts';
import { AudioVisualiser } from './audio-visualiser';
import { RETRYABLE_FAILURES } from './demo-failure';
import type { DemoMode } from './demo-mode';
import {
  DEMO_ARRIVAL_TEXT,
  DEMO_BUTTON_TEXT,
  DEMO_FAILURE_TEXT,
  DEMO_MICROPHONE_NOTE,
  DEMO_NOTICE_TEXT,
  DEMO_STEP_TEXT,
  type DemoNotice,
} from './demo-texts';
import { type AnalyserContext, useCallVisualiser } from './use-call-visualiser';
import type { DemoCall } from './use-demo-call';

// Red while a call runs (spec: the button turns red with a stop label).
const STOP_STYLE =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-red-800';

/**
 * Whether the focus is still on `asker` (a button outside the demo that asked for the call), or fell from it to the
 * page: only then does the demo take it, never from wherever the visitor has moved it since.
 */
function holdsFocus(asker: HTMLElement | undefined): boolean {
  if (!asker) return false;
  const focused = document.activeElement;
  return focused === asker || focused === null || focused === document.body;
}

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
  // Cancel disappears when connecting ends (cancelled or connected), and the control to hear the assistant when the
  // browser plays it or the call ends: if the one going had the focus, the call button takes it.
  const cancelFocused = useRef(false);
  const resumeFocused = useRef(false);
  const { state, takeRequestFocus } = demo;
  const audio = useRemoteAudio(demo.call);
  // Bars that move with every sound are motion too: a visitor who asked for less sees them at rest.
  const stillBars = useReducedMotion();
  useCallVisualiser(bars, state === 'active' && !stillBars ? audio : undefined, createAnalyserContext);
  useEffect(() => {
    const toCancel = startFocused.current;
    startFocused.current = false;
    if (state === 'connecting') {
      if (toCancel) cancelButton.current?.focus();
      // The page is on its way here already (the button that asked scrolls to the demo): a focus that scrolled too
      // would cut that scroll short.
      else if (holdsFocus(takeRequestFocus())) cancelButton.current?.focus({ preventScroll: true });
      return;
    }
    if (!cancelFocused.current) return;
    cancelFocused.current = false;
    callButton.current?.focus();
  }, [state, takeRequestFocus]);
  useEffect(() => {
    if (demo.audioBlocked || !resumeFocused.current) return;
    resumeFocused.current = false;
    callButton.current?.focus();
  }, [demo.audioBlocked]);
  const tracksFocus = (focused: { current: boolean }) => ({
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  });
  const pressed = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    startFocused.current = state === 'idle' && document.activeElement === event.currentTarget;
    action();
  };
  // Pressed before the demo's code was here, the call button starts the call as it comes alive.
  useEarlyPress(callButton, (button) => {
    startFocused.current = document.activeElement === button;
    demo.start();
  });

  // What the visitor must be told, announced by the live region once each: the connecting step, then what goes wrong
  // during the call or how it ended.
  let notice: DemoNotice | undefined;
  if (demo.reconnecting) notice = 'reconnecting';
  // The assistant's level says it speaks, but the browser plays nothing: say why, next to the control that fixes it.
  else if (demo.audioBlocked) notice = 'audio-blocked';
  else if (demo.micSilent) notice = 'mic-silent';
  else if (demo.endedByReceptionist && state === 'idle') notice = 'call-ended';
  let announced = '';
  const stepText = state === 'connecting' && demo.step ? DEMO_STEP_TEXT[demo.step] : undefined;
  if (stepText) announced = t(stepText);
  else if (notice) announced = t(DEMO_NOTICE_TEXT[notice]);
  // The call coming on is heard, not shown: the turn indicator beside it shows it.
  const arrival = !notice && demo.arrived ? t(DEMO_ARRIVAL_TEXT[mode]) : '';
  // Who is talking changes at every turn: it is shown, never announced over the call's own audio. The simulated
  // call plays both voices of a recording: whoever is heard, it is the sample conversation. A notice takes its place.
  let turn = '';
  if (state === 'active' && !notice)
    turn = t(
      mode === 'simulated' ? 'demo.playingSample' : demo.speaking ? 'demo.speaking' : 'demo.listening',
    );

  const resumeAudio = async () => {
    // The control goes away once the assistant plays; the call button keeps the focus in the demo.
    if (await demo.resumeAudio()) callButton.current?.focus();
  };

  return (
    // The mobile call bar scrolls here during a call. The page's scroll-padding-top already keeps the stop control
    // clear of the fixed header: a scroll margin as well would push the transcript below a phone's fold.
    <div data-demo-call-panel="" className="flex flex-col items-center justify-center gap-5 text-center">
      {/* Read only in the prerendered page, where no button of the demo can work. */}
      <p data-without-script="" className="rounded-2xl bg-coral-soft px-4 py-3 font-semibold text-orange-900">
        {t('demo.needsScript')}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          ref={callButton}
          type="button"
          data-state={state}
          // The stop control the mobile call bar brings the visitor to: Cancel while connecting, this once active.
          data-demo-stop={state === 'active' ? '' : undefined}
          disabled={state === 'connecting'}
          aria-busy={state === 'connecting'}
          onClick={pressed(demo.toggle)}
          aria-describedby={note}
          onPointerEnter={demo.preload}
          onFocus={demo.preload}
          className={`${state === 'active' ? STOP_STYLE : buttonStyles.primary} max-w-full px-6 py-4 text-center sm:px-8 sm:text-lg`}
        >
          {state === 'connecting' ? <Spinner /> : <PhoneIcon />}
          {t(DEMO_BUTTON_TEXT[state])}
        </button>
        {state === 'connecting' && (
          <button
            ref={cancelButton}
            type="button"
            data-demo-cancel=""
            data-demo-stop=""
            onClick={demo.cancel}
            {...tracksFocus(cancelFocused)}
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
      <div className="flex min-h-6 items-center text-sm font-medium text-brand-strong dark:text-brand-glow">
        {/* Outside the live region: seen, not read out at every turn. A notice takes its place, dot and all. */}
        {turn && (
          <span data-demo-turn="" data-speaking={String(demo.speaking)} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`h-2.5 w-2.5 rounded-full ${demo.speaking ? 'motion-safe:animate-pulse bg-emerald-500' : 'bg-ink/30 dark:bg-white/30'}`}
            />
            {turn}
          </span>
        )}
        <p role="status" data-demo-status={notice}>
          {announced}
          {arrival && (
            <span data-demo-arrival="" className="sr-only">
              {arrival}
            </span>
          )}
        </p>
      </div>
      {demo.audioBlocked && (
        <button
          type="button"
          data-demo-resume-audio=""
          onClick={() => void resumeAudio()}
          {...tracksFocus(resumeFocused)}
          className={buttonStyles.primary}
        >
          {t('demo.resumeAudio')}
        </button>
      )}
      {/* The alert is on the page before its text: a screen reader follows a region that is there, and says what
          appears in it. Empty, it takes no room: its margin takes back the panel's gap (gap-5). */}
      <p
        role="alert"
        data-demo-failure={demo.failure}
        className="text-sm font-medium text-coral empty:-mt-5 dark:text-orange-300"
      >
        {demo.failure && t(DEMO_FAILURE_TEXT[demo.failure])}
      </p>
      {demo.failure && RETRYABLE_FAILURES.has(demo.failure) && state === 'idle' && (
        <button type="button" onClick={pressed(demo.start)} className={`${buttonStyles.small} -mt-2`}>
          {t('demo.retryButton')}
        </button>
      )}
    </div>
  );
}

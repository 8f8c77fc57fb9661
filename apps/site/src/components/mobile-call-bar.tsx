import { DemoCallButton } from '../demo/demo-call-button';
import { useDemoCallState } from '../demo/demo-call-status';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useTexts } from '../i18n/use-texts';
import { useRuntime } from '../runtime/runtime';
import { buttonStyles } from './button-styles';

/** The bar appears once the page is scrolled past this share of the viewport height (spec: 80 %). */
export const MOBILE_BAR_VIEWPORT_RATIO = 0.8;
const barThreshold = (viewportHeight: number) => viewportHeight * MOBILE_BAR_VIEWPORT_RATIO;

/** The demo's call panel (stop control, status) with its transcript right below it on small screens. */
export const DEMO_CALL_PANEL_SELECTOR = '[data-demo-call-panel]';
/** The panel's stop control: Cancel while connecting, then the call button (which ends the call). */
const STOP_CONTROL_SELECTOR = '[data-demo-stop]';

/**
 * Fixed bottom call bar for small screens (hidden from md up). During a demo call it says so, and takes the
 * visitor back to the call: its stop control and its transcript.
 */
export function MobileCallBar() {
  const { t } = useTexts();
  const visible = useScrolledPast(barThreshold);
  const runtime = useRuntime();
  const reducedMotion = useReducedMotion();
  const onCall = useDemoCallState() !== 'idle';
  const showCall = () => {
    const panel = document.querySelector(DEMO_CALL_PANEL_SELECTOR);
    if (!panel) return;
    runtime.scrollToElement(panel, !reducedMotion);
    // The visitor is taken to the call, and so is the focus (a screen reader would otherwise stay in the bar); the
    // scroll above is the one the page makes.
    panel.querySelector<HTMLElement>(STOP_CONTROL_SELECTOR)?.focus({ preventScroll: true });
  };
  return (
    <aside
      aria-label={t('mobileBar.label')}
      data-visible={visible ? 'true' : 'false'}
      inert={!visible}
      className="fixed inset-x-0 bottom-0 z-40 translate-y-full border-t border-ink/10 bg-paper/95 p-3 backdrop-blur transition-transform data-[visible=false]:invisible data-[visible=true]:translate-y-0 md:hidden dark:border-white/10 dark:bg-night/95"
    >
      {onCall ? (
        <button type="button" onClick={showCall} data-call-on="" className={`${buttonStyles.primary} w-full`}>
          <span
            aria-hidden="true"
            className="h-2.5 w-2.5 rounded-full motion-safe:animate-pulse bg-red-500"
          />
          {t('mobileBar.showCall')}
        </button>
      ) : (
        <DemoCallButton label="mobileBar.call" className={`${buttonStyles.accent} w-full`} />
      )}
    </aside>
  );
}

import { DemoCallButton } from '../demo/demo-call-button';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useTexts } from '../i18n/use-texts';
import { buttonStyles } from './button-styles';

/** The bar appears once the page is scrolled past this share of the viewport height (spec: 80 %). */
export const MOBILE_BAR_VIEWPORT_RATIO = 0.8;
const barThreshold = (viewportHeight: number) => viewportHeight * MOBILE_BAR_VIEWPORT_RATIO;

/** Fixed bottom call bar for small screens (hidden from md up). */
export function MobileCallBar() {
  const { t } = useTexts();
  const visible = useScrolledPast(barThreshold);
  return (
    <aside
      aria-label={t('mobileBar.label')}
      data-visible={visible ? 'true' : 'false'}
      inert={!visible}
      className="fixed inset-x-0 bottom-0 z-40 translate-y-full border-t border-ink/10 bg-paper/95 p-3 backdrop-blur transition-transform data-[visible=false]:invisible data-[visible=true]:translate-y-0 md:hidden dark:border-white/10 dark:bg-night/95"
    >
      <DemoCallButton label="mobileBar.call" className={`${buttonStyles.accent} w-full`} />
    </aside>
  );
}

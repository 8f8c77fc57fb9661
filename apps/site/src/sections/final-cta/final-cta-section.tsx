import { BookDemoLink } from '../../components/book-demo-link';
import { buttonStyles } from '../../components/button-styles';
import { PhoneIcon, Spinner } from '../../components/icons';
import { SectionShell } from '../../components/section-shell';
import { useDemoCallTrigger } from '../../demo/use-demo-call-trigger';
import { useTexts } from '../../i18n/use-texts';

/** The closing call to action: book a demo, or go back up and try the live one. */
export function FinalCtaSection() {
  const { t } = useTexts();
  const { calling, trigger } = useDemoCallTrigger();
  return (
    <SectionShell title={t('cta.title')} subtitle={t('cta.text')} tone="dark">
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <BookDemoLink variant="accent">{t('cta.book')}</BookDemoLink>
        <button
          type="button"
          onClick={trigger}
          disabled={calling}
          className={`${buttonStyles.secondary} dark:bg-night`}
        >
          {calling ? <Spinner /> : <PhoneIcon />}
          {calling ? t('hero.calling') : t('cta.try')}
        </button>
      </div>
    </SectionShell>
  );
}

import { BookDemoLink } from '../../components/book-demo-link';
import { buttonStyles } from '../../components/button-styles';
import { SectionShell } from '../../components/section-shell';
import { DemoCallButton } from '../../demo/demo-call-button';
import { useTexts } from '../../i18n/use-texts';

/** The closing call to action: book a demo, or go back up and try the live one. */
export function FinalCtaSection() {
  const { t } = useTexts();
  return (
    <SectionShell title={t('cta.title')} subtitle={t('cta.text')} tone="dark">
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <BookDemoLink variant="accent">{t('cta.book')}</BookDemoLink>
        <DemoCallButton label="cta.try" className={`${buttonStyles.secondary} dark:bg-night`} />
      </div>
    </SectionShell>
  );
}

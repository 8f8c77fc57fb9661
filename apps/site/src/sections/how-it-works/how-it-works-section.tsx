import { SectionShell } from '../../components/section-shell';
import { LiveDemo } from '../../demo/live-demo';
import { useTexts } from '../../i18n/use-texts';

/** #how-it-works: the live demo. Its first button must stay the demo call button. */
export function HowItWorksSection() {
  const { t } = useTexts();
  return (
    <SectionShell
      id="how-it-works"
      eyebrow={t('demo.eyebrow')}
      title={t('demo.title')}
      subtitle={t('demo.subtitle')}
    >
      <LiveDemo />
    </SectionShell>
  );
}

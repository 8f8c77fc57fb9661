import { SectionShell } from '../../components/section-shell';
import { demoPlatform } from '../../demo/demo-platform';
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
      // Only a call on the real platform listens: the simulated one plays a recorded conversation.
      subtitle={t(demoPlatform.mode === 'real' ? 'demo.subtitle' : 'demo.subtitleSimulated')}
    >
      <LiveDemo />
    </SectionShell>
  );
}

import { SectionShell } from '../../components/section-shell';
import { demoPlatform } from '../../demo/demo-platform';
import type { DemoPlatform } from '../../demo/demo-platform-types';
import { LiveDemo } from '../../demo/live-demo';
import { useTexts } from '../../i18n/use-texts';

/**
 * #how-it-works: the live demo. Its first button must stay the demo call button. One platform (the build's, unless a
 * test gives another) decides both the section's words and its demo, so that they cannot disagree.
 */
export function HowItWorksSection({ platform = demoPlatform }: { platform?: DemoPlatform }) {
  const { t } = useTexts();
  return (
    <SectionShell
      id="how-it-works"
      eyebrow={t('demo.eyebrow')}
      title={t('demo.title')}
      // Only a call on the real platform listens: the simulated one plays a recorded conversation.
      subtitle={t(platform.mode === 'real' ? 'demo.subtitle' : 'demo.subtitleSimulated')}
    >
      <LiveDemo platform={platform} />
    </SectionShell>
  );
}

import { ShieldIcon } from '../../components/icons';
import { SectionShell } from '../../components/section-shell';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

const POINTS: readonly TextKey[] = ['safety.s1', 'safety.s2', 'safety.s3', 'safety.s4'];

/** Safety bullets: compliance, human hand-off, no clinical advice, clinic control. */
export function SafetySection() {
  const { t } = useTexts();
  return (
    <SectionShell title={t('safety.title')} subtitle={t('safety.subtitle')} tone="dark">
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {POINTS.map((key) => (
          <li key={key} className="flex gap-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <ShieldIcon className="mt-0.5 shrink-0 text-brand-glow" />
            <span className="text-slate-100">{t(key)}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

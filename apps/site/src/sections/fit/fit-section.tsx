import { CheckIcon, type IconProps, Svg } from '../../components/icons';
import { SectionShell } from '../../components/section-shell';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

const CrossIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

const FOR: readonly TextKey[] = ['fit.for1', 'fit.for2', 'fit.for3', 'fit.for4'];
const NOT_FOR: readonly TextKey[] = ['fit.notFor1', 'fit.notFor2', 'fit.notFor3'];

/** Who the service is for and who it is not for. */
export function FitSection() {
  const { t } = useTexts();
  return (
    <SectionShell title={t('fit.title')} subtitle={t('fit.subtitle')} tone="tinted">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-3xl border border-brand/25 bg-white p-8 dark:border-brand-glow/30 dark:bg-night">
          <h3 className="text-2xl font-semibold text-brand-strong dark:text-brand-glow">
            {t('fit.forTitle')}
          </h3>
          <ul className="mt-5 space-y-3">
            {FOR.map((key) => (
              <li key={key} className="flex gap-3">
                <CheckIcon className="mt-0.5 shrink-0 text-brand dark:text-brand-glow" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-ink/10 bg-white/60 p-8 dark:border-white/10 dark:bg-night/60">
          <h3 className="text-2xl font-semibold">{t('fit.notForTitle')}</h3>
          <ul className="mt-5 space-y-3 text-ink-soft dark:text-slate-300">
            {NOT_FOR.map((key) => (
              <li key={key} className="flex gap-3">
                <CrossIcon className="mt-0.5 shrink-0 text-coral dark:text-orange-300" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SectionShell>
  );
}

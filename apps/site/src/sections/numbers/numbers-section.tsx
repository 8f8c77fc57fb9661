import { SectionShell } from '../../components/section-shell';
import { COUNT_UP_MS, FACTS } from '../../data/facts';
import { useCountUp } from '../../hooks/use-count-up';
import { useReveal } from '../../hooks/use-reveal';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

/** A figure is a plain number or a percentage (written as each language writes one: "40%", "40 %"). */
type Stat = { value: number; percent: boolean; durationMs: number; label: TextKey };

const STATS: readonly Stat[] = [
  {
    value: FACTS.stats.staffHoursSavedWeekly,
    percent: false,
    durationMs: COUNT_UP_MS.staffHours,
    label: 'numbers.stat1',
  },
  {
    value: FACTS.stats.extraAppointmentsMonthly,
    percent: false,
    durationMs: COUNT_UP_MS.appointments,
    label: 'numbers.stat2',
  },
  {
    value: FACTS.stats.costReductionPercent,
    percent: true,
    durationMs: COUNT_UP_MS.costReduction,
    label: 'numbers.stat3',
  },
];

function StatFigure({ stat, active }: { stat: Stat; active: boolean }) {
  const { t, texts } = useTexts();
  const { value, phase } = useCountUp(stat.value, stat.durationMs, active);
  return (
    <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10 dark:bg-night dark:ring-white/10">
      <dt className="order-2 mt-2 text-ink-soft dark:text-slate-300">{t(stat.label)}</dt>
      <dd
        className="order-1 font-display text-6xl font-semibold text-brand tabular-nums dark:text-brand-glow"
        data-count-target={stat.value}
        data-count={phase}
      >
        {stat.percent ? texts['numbers.percent'](value) : value}
      </dd>
    </div>
  );
}

/** #numbers: three statistics that count up when they come into view. */
export function NumbersSection() {
  const { t } = useTexts();
  const [ref, visible] = useReveal<HTMLDListElement>();
  return (
    <SectionShell id="numbers" title={t('numbers.title')} subtitle={t('numbers.subtitle')} tone="tinted">
      <dl ref={ref} className="grid gap-6 md:grid-cols-3 [&>div]:flex [&>div]:flex-col">
        {STATS.map((stat) => (
          <StatFigure key={stat.label} stat={stat} active={visible} />
        ))}
      </dl>
      <p className="mt-10 text-center text-lg font-semibold">{t('numbers.containment')}</p>
    </SectionShell>
  );
}

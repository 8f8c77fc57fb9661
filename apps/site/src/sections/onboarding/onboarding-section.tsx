import { SectionShell } from '../../components/section-shell';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

const STEPS: ReadonlyArray<{ title: TextKey; time: TextKey; text: TextKey }> = [
  { title: 'onboarding.step1Title', time: 'onboarding.step1Time', text: 'onboarding.step1Text' },
  { title: 'onboarding.step2Title', time: 'onboarding.step2Time', text: 'onboarding.step2Text' },
  { title: 'onboarding.step3Title', time: 'onboarding.step3Time', text: 'onboarding.step3Text' },
];

/** The three onboarding steps: connect (20 min), configure (30 min), go live. */
export function OnboardingSection() {
  const { t, texts } = useTexts();
  return (
    <SectionShell title={t('onboarding.title')} subtitle={t('onboarding.subtitle')}>
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-3xl border border-ink/10 bg-white p-7 dark:border-white/10 dark:bg-night-raised"
          >
            <p className="text-sm font-bold uppercase tracking-widest text-brand dark:text-brand-glow">
              {texts['onboarding.step'](index + 1)}
            </p>
            <h3 className="mt-2 text-2xl font-semibold">{t(step.title)}</h3>
            <p className="mt-1 inline-block rounded-full bg-coral-soft px-3 py-0.5 text-sm font-bold text-orange-900 dark:bg-coral/25 dark:text-orange-200">
              {t(step.time)}
            </p>
            <p className="mt-3 text-ink-soft dark:text-slate-300">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

import { BILLING_PERIODS, type BillingPeriod, FACTS } from '../../data/facts';
import { useTexts } from '../../i18n/use-texts';

/** Monthly / yearly switch; the yearly option carries the saving badge. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t, texts } = useTexts();
  return (
    <fieldset className="mx-auto flex w-fit items-center gap-1 rounded-full border border-ink/15 bg-white p-1 dark:border-white/20 dark:bg-night-raised">
      <legend className="sr-only">{t('pricing.billingLabel')}</legend>
      {BILLING_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className="flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold text-ink-soft aria-pressed:bg-ink aria-pressed:text-white dark:text-slate-300 dark:aria-pressed:bg-white dark:aria-pressed:text-night"
        >
          {period === 'monthly' ? t('pricing.monthly') : t('pricing.yearly')}
          {period === 'yearly' && (
            <span className="rounded-full bg-coral-soft px-2 py-0.5 text-xs font-bold text-orange-900">
              {texts['pricing.save'](FACTS.yearlyDiscountPercent)}
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}

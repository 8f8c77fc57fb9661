import { BookDemoLink } from '../../components/book-demo-link';
import { CheckIcon } from '../../components/icons';
import { type BillingPeriod, COUNT_UP_MS, type PricingPlan, priceFor } from '../../data/facts';
import { useCountUp } from '../../hooks/use-count-up';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';

/** Text keys of each plan (name, description, features); prices come from the facts module. */
export const PLAN_TEXTS = {
  standard: {
    name: 'pricing.standardName',
    description: 'pricing.standardDescription',
    features: [
      'pricing.standardF1',
      'pricing.standardF2',
      'pricing.standardF3',
      'pricing.standardF4',
      'pricing.standardF5',
    ],
  },
  premium: {
    name: 'pricing.premiumName',
    description: 'pricing.premiumDescription',
    features: [
      'pricing.premiumF1',
      'pricing.premiumF2',
      'pricing.premiumF3',
      'pricing.premiumF4',
      'pricing.premiumF5',
      'pricing.premiumF6',
    ],
  },
} as const satisfies Record<PricingPlan['id'], { name: TextKey; description: TextKey; features: TextKey[] }>;

const cardStyle = (popular: boolean) =>
  popular
    ? 'relative flex flex-col rounded-3xl bg-ink p-8 text-white shadow-xl ring-2 ring-brand-glow dark:bg-night-raised'
    : 'relative flex flex-col rounded-3xl bg-white p-8 ring-1 ring-ink/10 dark:bg-night-raised dark:ring-white/10';

/**
 * Room for three lines of description on wide screens, where the cards stand side by side: every plan's price then
 * starts at the same height, and every button sits at the bottom of its card.
 */
export const PLAN_DESCRIPTION_STYLE = 'mt-2 lg:min-h-[4.5rem]';

/** One priced plan; its price counts up when it comes into view and when the period changes. */
export function PlanCard({
  plan,
  period,
  visible,
}: {
  plan: PricingPlan;
  period: BillingPeriod;
  visible: boolean;
}) {
  const { t, texts } = useTexts();
  const { value: price, phase } = useCountUp(priceFor(plan, period), COUNT_UP_MS.price, visible);
  const copy = PLAN_TEXTS[plan.id];
  const muted = plan.isPopular ? 'text-slate-300' : 'text-ink-soft dark:text-slate-300';
  return (
    <article
      className={cardStyle(plan.isPopular)}
      data-plan={plan.id}
      data-popular={plan.isPopular ? '' : undefined}
      aria-labelledby={`plan-${plan.id}`}
    >
      {plan.isPopular && (
        <p className="absolute -top-3 left-8 rounded-full bg-coral px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
          {t('pricing.popular')}
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-semibold">
        {t(copy.name)}
      </h3>
      <p className={`${PLAN_DESCRIPTION_STYLE} ${muted}`}>{t(copy.description)}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3">
        <span
          className="font-display text-5xl font-semibold tabular-nums"
          data-price={priceFor(plan, period)}
          data-count={phase}
        >
          {texts['pricing.price'](price)}
        </span>
        <s className={muted}>
          <span className="sr-only">
            {texts['pricing.regularPrice'](texts['pricing.price'](plan.originalPrice))}
          </span>
          <span aria-hidden="true">{texts['pricing.price'](plan.originalPrice)}</span>
        </s>
      </p>
      <p className={`text-sm ${muted}`}>
        {t('pricing.perMonth')},{' '}
        {period === 'yearly' ? t('pricing.billedYearly') : t('pricing.billedMonthly')}
      </p>
      <ul className="mt-6 mb-8 space-y-2">
        {copy.features.map((key) => (
          <li key={key} className="flex gap-2">
            <CheckIcon
              className={`mt-0.5 shrink-0 ${plan.isPopular ? 'text-brand-glow' : 'text-brand dark:text-brand-glow'}`}
            />
            {t(key)}
          </li>
        ))}
      </ul>
      <BookDemoLink variant={plan.isPopular ? 'accent' : 'primary'} className="mt-auto w-full">
        {t('pricing.cta')}
      </BookDemoLink>
    </article>
  );
}

import { useState } from 'react';
import { BookDemoLink } from '../../components/book-demo-link';
import { buttonStyles } from '../../components/button-styles';
import { CheckIcon } from '../../components/icons';
import { SectionShell } from '../../components/section-shell';
import { env } from '../../config/env';
import { type BillingPeriod, PRICING_PLANS } from '../../data/facts';
import { useReveal } from '../../hooks/use-reveal';
import type { TextKey } from '../../i18n/dictionaries';
import { useTexts } from '../../i18n/use-texts';
import { BillingToggle } from './billing-toggle';
import { PLAN_DESCRIPTION_STYLE, PlanCard } from './plan-card';

const ENTERPRISE_FEATURES: readonly TextKey[] = [
  'pricing.enterpriseF1',
  'pricing.enterpriseF2',
  'pricing.enterpriseF3',
  'pricing.enterpriseF4',
];

/**
 * #pricing: billing toggle (monthly by default), two plans and the enterprise option. `contactEndpoint` (default:
 * the build's) decides where Enterprise's "Talk to us" leads.
 */
export function PricingSection({ contactEndpoint = env.contactEndpoint }: { contactEndpoint?: string }) {
  const { t } = useTexts();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [ref, visible] = useReveal<HTMLDivElement>();
  return (
    <SectionShell id="pricing" title={t('pricing.title')} subtitle={t('pricing.subtitle')}>
      <div ref={ref} data-billing={period}>
        <BillingToggle value={period} onChange={setPeriod} />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} visible={visible} />
          ))}
          <article
            aria-labelledby="plan-enterprise"
            data-plan="enterprise"
            className="flex flex-col rounded-3xl border-2 border-dashed border-ink/20 p-8 dark:border-white/20"
          >
            <h3 id="plan-enterprise" className="text-2xl font-semibold">
              {t('pricing.enterpriseName')}
            </h3>
            <p className={`${PLAN_DESCRIPTION_STYLE} text-ink-soft dark:text-slate-300`}>
              {t('pricing.enterpriseDescription')}
            </p>
            <p className="mt-6 font-display text-5xl font-semibold">{t('pricing.enterprisePrice')}</p>
            <ul className="mt-8 mb-8 space-y-2">
              {ENTERPRISE_FEATURES.map((key) => (
                <li key={key} className="flex gap-2">
                  <CheckIcon className="mt-0.5 shrink-0 text-brand dark:text-brand-glow" />
                  {t(key)}
                </li>
              ))}
            </ul>
            {/* A group of clinics needs a conversation: the contact form, on this page, when it can deliver; without
                an endpoint it cannot, and the booking page is the way to reach the team. */}
            {contactEndpoint ? (
              <a href="#contact" className={`${buttonStyles.secondary} mt-auto w-full`}>
                {t('pricing.enterpriseCta')}
              </a>
            ) : (
              <BookDemoLink className="mt-auto w-full">{t('pricing.enterpriseCta')}</BookDemoLink>
            )}
          </article>
        </div>
        <p className="mx-auto mt-10 max-w-3xl text-center text-ink-soft dark:text-slate-300">
          {t('pricing.comparison')}
        </p>
        <p className="mx-auto mt-3 max-w-3xl text-center font-semibold">{t('pricing.guarantee')}</p>
      </div>
    </SectionShell>
  );
}

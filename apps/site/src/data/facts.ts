/**
 * The commercial facts the site promises. Every text that mentions a number is built from here, so the
 * pages cannot contradict each other (the source material said 14 and 30 days; we say 30 everywhere).
 */
export const FACTS = {
  currency: 'USD',
  trialDays: 30,
  guarantee: { extraAppointments: 15, withinDays: 30 },
  goLiveHours: 72,
  multiLocationDays: { from: 5, to: 7 },
  onboarding: { connectMinutes: 20, configureMinutes: 30 },
  stats: { staffHoursSavedWeekly: 190, extraAppointmentsMonthly: 21, costReductionPercent: 40 },
  containmentPercent: 95,
  languagesCount: 29,
  emergencyTransferSeconds: 10,
  reminderHoursAhead: 24,
  contactReplyHours: 24,
  // Calls are unlimited per location; "10" is how many can be answered at the same moment.
  simultaneousCalls: 10,
  receptionistMonthlyCost: { from: 3200, to: 4000 },
  demo: { tileMinutes: 15, eventMinutes: 60 },
  yearlyDiscountPercent: 20,
  founding: { spots: 5, remaining: 3, priceLockMonths: 24, setupHours: 72 },
  compliance: ['HIPAA', 'GDPR'],
} as const;

/** Durations of the count-up animations, in milliseconds. */
export const COUNT_UP_MS = {
  staffHours: 2000,
  appointments: 1800,
  costReduction: 1600,
  price: 1200,
} as const;

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
/** How often a plan is paid for. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PLAN_IDS = ['standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A priced plan; the enterprise option has no price and is described in the texts. */
export type PricingPlan = {
  id: PlanId;
  monthlyPrice: number;
  yearlyPrice: number;
  originalPrice: number;
  appointmentTypes: number;
  isPopular: boolean;
};

/** Prices in USD per location per month. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'standard',
    monthlyPrice: 399,
    yearlyPrice: 319,
    originalPrice: 499,
    appointmentTypes: 6,
    isPopular: false,
  },
  {
    id: 'premium',
    monthlyPrice: 499,
    yearlyPrice: 399,
    originalPrice: 599,
    appointmentTypes: 10,
    isPopular: true,
  },
];

/** Enterprise starts at this many locations. */
export const ENTERPRISE_MIN_LOCATIONS = 10;
/** Languages of the premium plan. */
export const PREMIUM_LANGUAGES = 8;

/** The price shown for a plan and billing period. */
export function priceFor(plan: PricingPlan, period: BillingPeriod): number {
  return period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
}

export const FAQ_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** Position of an FAQ entry (1–13). */
export type FaqNumber = (typeof FAQ_NUMBERS)[number];

/** Values of the consultation form's service select. */
export const SERVICE_OPTIONS = ['ai-agent', 'smart-websites', 'crm-integration'] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

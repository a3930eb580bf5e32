import type { Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';

/*
 * Service plans (spec/03 §3.6, §4.3, §9). Plan ids are fixed by the spec: the screens, the
 * availability rules and the listing flags name them. Prices are integer cents; the GraphQL `price`
 * keeps the spec's string form ('0' for free) beside them.
 */
export const PLAN_IDS = {
  CONCIERGE: 3,
  RENTAL_ASSISTANCE: 4,
  BASIC: 5,
  LEAD_GENERATOR: 6,
  VIEWINGS_MANAGEMENT: 7,
  BOOST: 8,
} as const;
export type KnownPlanId = (typeof PLAN_IDS)[keyof typeof PLAN_IDS];

/** Plan kinds (spec/03 §3.6). */
export const PLAN_KINDS = ['BASIC', 'BOOST', 'RENTAL', 'PROPERTY', 'PREMIUM'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** FREE when the price is 0, else PAID (spec/03 §3.6). */
export const PLAN_STATUSES = ['FREE', 'PAID'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** What a plan's price is counted per; the card shows it as a suffix. */
export const PLAN_UNITS = ['UNIT', 'LISTING', 'MONTH', 'WEEK'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];
export const PLAN_UNIT_SUFFIXES: Record<PlanUnit, Bilingual> = {
  UNIT: { en: 'per unit', fr: 'par logement' },
  LISTING: { en: 'per listing', fr: 'par annonce' },
  MONTH: { en: 'per month', fr: 'par mois' },
  WEEK: { en: 'per week', fr: 'par semaine' },
};

/** The main plan group: one plan of it is required, shown sorted by price (spec/03 §4.3). */
export const MAIN_PLAN_GROUP = 2;
/** Marked 'Most Popular' on the plan screen (spec/03 §2.3, §4.3). */
export const RECOMMENDED_PLAN_ID = PLAN_IDS.LEAD_GENERATOR;
/** Largest plan price staff may set, in cents ($100,000). */
export const PLAN_PRICE_MAX_CENTS = 10_000_000;

/** Plans whose choice leads to the pay confirmation (step 8) of the list-with-us wizard (spec/03 §4.1). */
export const PAY_FIRST_PLAN_IDS: readonly number[] = [
  PLAN_IDS.VIEWINGS_MANAGEMENT,
  PLAN_IDS.RENTAL_ASSISTANCE,
  PLAN_IDS.LEAD_GENERATOR,
];

export function planStatusOf(priceCents: number): PlanStatus {
  return priceCents === 0 ? 'FREE' : 'PAID';
}

/** The plan screen's type of a plan: BASIC when free, else PREMIUM (spec/03 §3.6). */
export function planScreenType(priceCents: number): 'BASIC' | 'PREMIUM' {
  return priceCents === 0 ? 'BASIC' : 'PREMIUM';
}

/** The spec's price string: '0' when free, else the dollar amount ('725', '29.99'). */
export function planPriceString(priceCents: number): string {
  if (priceCents === 0) return '0';
  return priceCents % 100 === 0 ? String(priceCents / 100) : (priceCents / 100).toFixed(2);
}

/** 'Free', or '$725 per unit' / '725 $ par logement' (spec/03 §2.3). */
export function formatPlanPrice(priceCents: number, unit: PlanUnit, locale: Locale): string {
  if (priceCents === 0) return locale === 'fr' ? 'Gratuit' : 'Free';
  const amount = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
  }).format(priceCents / 100);
  return `${amount} ${PLAN_UNIT_SUFFIXES[unit][locale]}`;
}

/** The listing flags of spec/03 §3.1 for the chosen plan ids. */
export function planFlags(planIds: readonly number[]) {
  const has = (id: number) => planIds.includes(id);
  return {
    isBasicFree: has(PLAN_IDS.BASIC),
    isViewManagement: has(PLAN_IDS.VIEWINGS_MANAGEMENT),
    isConcierge: has(PLAN_IDS.CONCIERGE),
    isRentalAssistance: has(PLAN_IDS.RENTAL_ASSISTANCE),
    isLeadGeneartor: has(PLAN_IDS.LEAD_GENERATOR),
    isRentalOrTenantLeads: has(PLAN_IDS.RENTAL_ASSISTANCE) || has(PLAN_IDS.LEAD_GENERATOR),
  };
}
export type PlanFlags = ReturnType<typeof planFlags>;

/** Whether the chosen plans need the onboarding payment before the listing is complete. */
export function needsPayment(planIds: readonly number[]): boolean {
  return planIds.some((id) => PAY_FIRST_PLAN_IDS.includes(id));
}

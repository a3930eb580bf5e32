import type { Bilingual } from '../i18n/translate';
import type { Province } from '../users/enums';
import { PLAN_IDS } from './plans';
import { taxCents, taxRateFor, type TaxComponent } from './tax';

/*
 * Payments (issue 21, spec/03 §9): what a landlord pays, how the total is made, and the states a
 * payment goes through. Amounts are integer cents in CAD.
 */

export const PAYMENT_PURPOSES = ['DEPOSIT', 'BOOST'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const CURRENCY = 'cad';

/** The onboarding deposit (spec/03 §9): $75.00, or $300.00 with Viewings Management. */
export const DEPOSIT_CENTS = 7_500;
export const VIEWINGS_DEPOSIT_CENTS = 30_000;

export function depositCentsFor(planIds: readonly number[]): number {
  return planIds.includes(PLAN_IDS.VIEWINGS_MANAGEMENT) ? VIEWINGS_DEPOSIT_CENTS : DEPOSIT_CENTS;
}

/** The deposit's terms, on the confirmation step and the receipt (spec/03 §9). */
export const DEPOSIT_TERMS: Bilingual = {
  en: 'The deposit is non-refundable and is deducted from the final service fee.',
  fr: 'Le dépôt n’est pas remboursable et est déduit des frais de service finaux.',
};

export interface PaymentLine {
  kind: 'DEPOSIT' | 'BOOST' | 'BOOST_DAYS';
  name: Bilingual;
  amountCents: number;
}

export interface PaymentTaxLine {
  component: TaxComponent;
  ratePer: number;
  amountCents: number;
}

export interface PaymentQuote {
  lines: PaymentLine[];
  subtotalCents: number;
  taxes: PaymentTaxLine[];
  taxRatePer: number;
  taxCents: number;
  totalCents: number;
  province: Province;
}

/** Lines plus the tax in force in `province` on `at`: the amounts a checkout is opened for. */
export function quote(lines: PaymentLine[], province: Province, at: Date): PaymentQuote {
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const rate = taxRateFor(province, at);
  const tax = taxCents(subtotalCents, rate.ratePer);
  return {
    lines,
    subtotalCents,
    taxes: [{ component: rate.component, ratePer: rate.ratePer, amountCents: tax }],
    taxRatePer: rate.ratePer,
    taxCents: tax,
    totalCents: subtotalCents + tax,
    province,
  };
}

/** The deposit's line for the chosen plans. */
export function depositLine(planIds: readonly number[]): PaymentLine {
  const viewings = planIds.includes(PLAN_IDS.VIEWINGS_MANAGEMENT);
  return {
    kind: 'DEPOSIT',
    name: viewings
      ? { en: 'Onboarding deposit: Viewings Management', fr: 'Dépôt d’intégration : gestion des visites' }
      : { en: 'Onboarding deposit', fr: 'Dépôt d’intégration' },
    amountCents: depositCentsFor(planIds),
  };
}

/**
 * Moves a payment may make on an event. A webhook can arrive late or twice: an event that would move
 * a payment backwards (a 'created' after 'succeeded', a failure after a refund) is ignored.
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  PENDING: ['PAID', 'FAILED', 'CANCELED'],
  // A failed attempt on a still-open checkout can be followed by a card that works.
  FAILED: ['PAID', 'CANCELED'],
  PAID: ['REFUNDED'],
  CANCELED: [],
  REFUNDED: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** Money as the receipts and screens show it: '$339.00' / '339,00 $'. */
export function formatCents(cents: number, locale: 'en' | 'fr'): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(cents / 100);
}

import type { WizardValues } from './wizard-values';

type Pricing = Pick<WizardValues, 'contactForPricing' | 'monthlyPrice' | 'deposit'>;

/**
 * The pricing toggle (spec/03 §3.7a): 'Contact for Pricing!' clears the monthly price and deposit,
 * 'Price' keeps what is there.
 */
export function setPricingMode(pricing: Pricing, contactForPricing: boolean): Pricing {
  return contactForPricing
    ? { contactForPricing, monthlyPrice: '', deposit: '' }
    : { ...pricing, contactForPricing };
}

/**
 * What an amount input keeps of the typed text (spec/03 §5 "truncates to two decimals, is numeric"):
 * digits and one decimal point, at most two decimals, never rounded.
 */
export function truncateAmount(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const decimals = cleaned.slice(point + 1).replace(/\./g, '');
  return `${cleaned.slice(0, point)}.${decimals.slice(0, 2)}`;
}

/** What a whole-number input keeps: digits only. */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '');
}

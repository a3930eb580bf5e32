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

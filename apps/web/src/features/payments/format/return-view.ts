import { boostDaysLeft } from '@rentals/domain/billing/boost';
import type { PaymentPurpose, PaymentStatus } from '@rentals/domain/billing/payments';

/*
 * What a return page (/redirect/premium, /redirect/landlord/premium, /redirect/report) shows for a
 * payment. The processor's webhook, not the browser, moves a payment: the page only reads the state
 * the server knows, asking again while it is PENDING, and never marks anything paid.
 */

/** How often a pending payment is asked for again, and for how long. */
export const RETURN_POLL_INTERVAL_MS = 1_000;
export const RETURN_POLL_LIMIT_MS = 20_000;

export type ReturnView = 'CONFIRMING' | 'NOT_YET' | 'PAID' | 'FAILED' | 'CANCELED' | 'REFUNDED';

/** The view for a payment's status after `waitedMs` of polling. */
export function returnView(status: PaymentStatus, waitedMs: number): ReturnView {
  if (status !== 'PENDING') return status;
  return waitedMs < RETURN_POLL_LIMIT_MS ? 'CONFIRMING' : 'NOT_YET';
}

/** Whether the page should still ask the server again. */
export function keepPolling(status: PaymentStatus | undefined, waitedMs: number): boolean {
  return (status === undefined || status === 'PENDING') && waitedMs < RETURN_POLL_LIMIT_MS;
}

/**
 * Where 'Try again' leads: back to the listing form's payment step for a deposit (its listing
 * exists by then), to the landlord's listings for a boost.
 */
export function tryAgainPath(purpose: PaymentPurpose, listingId: string | null | undefined): string {
  if (purpose === 'DEPOSIT' && listingId)
    return `/list-with-us?listing=${encodeURIComponent(listingId)}&step=9`;
  return '/building';
}

/**
 * The days left in the success text of a boost: from the listing's premium end when the page can
 * read it (an extended boost has more than one boost's days), else the days this payment bought.
 */
export function boostDaysShown(
  premiumEnd: string | null | undefined,
  boostDays: number | null | undefined,
  now: Date,
): number {
  const left = premiumEnd ? boostDaysLeft(new Date(premiumEnd), now) : 0;
  return left > 0 ? left : (boostDays ?? 0);
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  interac: 'Interac',
};

/** A processor's brand code ('visa') as the card shows it ('Visa'). */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return '';
  return BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

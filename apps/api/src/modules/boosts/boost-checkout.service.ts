import { boostLines } from '@rentals/domain/billing/boost';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import type { AppDeps, Viewer } from '../../graphql/context';
import { openCheckout } from '../payments/payments.service';

/** Where the payer lands after the checkout (spec/01 §2) and where Cancel takes them. */
export const BOOST_RETURN_PATH = '/redirect/premium';
export const BOOST_CANCEL_PATH = '/building';

/**
 * Opens the card checkout of a boost at `priceCents` for `days`: two fixed items of quantity 1
 * (spec/03 §4.5). `expectedTotalCents` is the total the dialog showed; the payments service
 * answers PAYMENT_PRICE_CHANGED when its own differs, and the same payment for the same key.
 */
export async function openBoostCheckout(
  deps: AppDeps,
  viewer: Viewer,
  input: { id: string; idempotencyKey: string; expectedTotalCents: number },
  settings: { priceCents: number; days: number },
): Promise<string> {
  const { checkoutUrl } = await openCheckout(deps, viewer, {
    purpose: 'BOOST',
    listingId: input.id,
    planId: PLAN_IDS.BOOST,
    lines: boostLines(settings.priceCents, settings.days),
    boostDays: settings.days,
    idempotencyKey: input.idempotencyKey,
    expectedTotalCents: input.expectedTotalCents,
    returnPath: BOOST_RETURN_PATH,
    cancelPath: BOOST_CANCEL_PATH,
  });
  return checkoutUrl;
}

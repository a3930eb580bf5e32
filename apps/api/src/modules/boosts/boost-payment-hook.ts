import { windowAfterRefund } from '@rentals/domain/billing/boost';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { registerPaymentHook } from '../payments/payment-hooks';
import { endBoost, shortenBoost, startBoost, type PremiumActor } from './boost-window.service';
import { notifyStaffOfBoost } from './boost-notice.service';
import { getBoostSettings } from './premium-settings.service';

/*
 * What a BOOST payment does (spec/01 §4 'Boosting'): once paid, its listing is premium ('Listing
 * boosts') for the days bought, from now or added to a running boost, and staff are told; once
 * refunded, its days come off the window (which ends now when none are left). Both run in the transaction that records the processor's event.
 */

async function payerOf(tx: Db, userId: string | null): Promise<PremiumActor> {
  const [user] = userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    : [];
  return { id: user ? userId : null, email: user?.email ?? 'system' };
}

async function lockListing(tx: Db, listingId: string | null) {
  if (!listingId) return null;
  const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
  return row ?? null;
}

registerPaymentHook('boost', ['BOOST'], {
  async onPaid(tx, payment, deps) {
    // A listing deleted while its checkout was open has nothing left to boost.
    const listing = await lockListing(tx, payment.listingId);
    if (!listing) return;
    const days = payment.boostDays ?? (await getBoostSettings(tx)).days;
    await startBoost(tx, await payerOf(tx, payment.userId), listing, days, new Date());
    await notifyStaffOfBoost(tx, deps, payment.id);
  },
  async onRefunded(tx, payment) {
    const listing = await lockListing(tx, payment.listingId);
    if (!listing?.isPremium) return;
    const now = new Date();
    const days = payment.boostDays ?? (await getBoostSettings(tx)).days;
    // Only this payment's days come off: a boost bought on top of it, or after it, stays.
    const after = windowAfterRefund(listing, days, payment.paidAt ?? now, now);
    if (after === 'UNCHANGED') return;
    const actor = await payerOf(tx, payment.refundedById ?? null);
    if (after === 'END') await endBoost(tx, actor, listing, now, 'listing.boost-refunded');
    else await shortenBoost(tx, actor, listing, after.premiumEnd);
  },
});

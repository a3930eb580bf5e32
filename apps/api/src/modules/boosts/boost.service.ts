import { boostDaysLeft, boostLines } from '@rentals/domain/billing/boost';
import { quote, type PaymentQuote } from '@rentals/domain/billing/payments';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingRow } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { mayPay } from '../payments/payment-access';
import { listingProvince } from '../payments/payment-quotes';
import { getListingRow, loadListingDetails, type ListingDetail } from '../listings/listing-read.service';
import { startBoost } from './boost-window.service';
import { notifyStaffOfBoost } from './boost-notice.service';
import { getBoostSettings, type BoostSettings } from './premium-settings.service';
import { openBoostCheckout } from './boost-checkout.service';

/*
 * A landlord boosts their listing (spec/03 §4.5): at the premium settings' price and days, through
 * the card checkout, or at once when staff made boosts free. Only the owner boosts, and only a
 * listing that is shown (see assertBoostable).
 */

export interface BoostResult {
  /** The checkout to send the browser to; null when the boost was free and is already running. */
  checkoutUrl: string | null;
  listing: ListingDetail;
  daysLeft: number;
}

/**
 * LISTING_NOT_FOUND for a listing that is not the viewer's; BOOST_NOT_ALLOWED unless it is shown
 * (not hidden, active) and approved, or new and awaiting its first review: the Add Property
 * dialog's step 6 offers the boost right after a landlord creates the listing (spec/03 §4.2).
 */
export function assertBoostable(viewer: Viewer, listing: ListingRow): void {
  if (listing.ownerId !== viewer.id) throw new AppError('LISTING_NOT_FOUND');
  const awaitingFirstReview = !listing.isapproved && !listing.approvedAt && !listing.rejectedAt;
  const shown = !listing.isHidden && listing.activate;
  if (!shown || !(listing.isapproved || awaitingFirstReview)) throw new AppError('BOOST_NOT_ALLOWED');
}

/** What a boost of the viewer's listing costs now, with tax: the confirm dialog's figures. */
export async function getBoostQuote(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
): Promise<PaymentQuote & BoostSettings> {
  const listing = await getListingRow(deps.db, listingId);
  assertBoostable(viewer, listing);
  const settings = await getBoostSettings(deps.db);
  const province = await listingProvince(deps.db, listingId);
  return { ...quote(boostLines(settings.priceCents, settings.days), province, new Date()), ...settings };
}

/**
 * A free boost: recorded as a paid BOOST payment of $0 under the caller's key, so a second click
 * with the same key answers the first boost instead of adding days again, and the boost list shows
 * how it was bought.
 */
async function boostForFree(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
  idempotencyKey: string,
  days: number,
): Promise<void> {
  const province = await listingProvince(deps.db, listingId);
  const sent = await deps.db.transaction(async (tx: Db) => {
    const listing = await getListingRow(tx, listingId, true);
    // The roles that may pay are the roles that may boost, whatever the price (spec/03 §6).
    if (!mayPay(viewer, listing.role)) throw new AppError('PAYMENT_UNAUTHORIZED');
    assertBoostable(viewer, listing);
    const now = new Date();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: viewer.id,
        listingId,
        purpose: 'BOOST',
        planId: PLAN_IDS.BOOST,
        status: 'PAID',
        provider: 'free',
        lines: boostLines(0, days),
        subtotalCents: 0,
        taxes: [],
        taxRatePer: 0,
        taxCents: 0,
        totalCents: 0,
        province,
        boostDays: days,
        idempotencyKey,
        locale: viewer.locale,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) {
      const [earlier] = await tx
        .select({ listingId: payments.listingId })
        .from(payments)
        .where(and(eq(payments.userId, viewer.id), eq(payments.idempotencyKey, idempotencyKey)));
      if (earlier?.listingId !== listingId) throw new AppError('PAYMENT_PRICE_CHANGED');
      return false;
    }
    await startBoost(tx, viewer, listing, days, now);
    return notifyStaffOfBoost(tx, deps, payment.id);
  });
  if (sent) deps.mail.flushSoon(deps.db);
}

/** The key of one Confirm click: what the payments service accepts (it stores it per payer). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * boostListing: `price` is the total the dialog showed, in cents. PAYMENT_PRICE_CHANGED when the
 * server's total differs; otherwise a free boost starts at once and a paid one opens a checkout
 * whose payment starts the boost (boost-payment-hook.ts).
 */
export async function boostListing(
  deps: AppDeps,
  viewer: Viewer,
  input: { id: string; idempotencyKey: string; price: number },
): Promise<BoostResult> {
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'idempotencyKey', key: 'invalid' }]);
  }
  const current = await getBoostQuote(deps, viewer, input.id);
  let checkoutUrl: string | null = null;
  if (current.totalCents > 0) {
    checkoutUrl = await openBoostCheckout(
      deps,
      viewer,
      { id: input.id, idempotencyKey: input.idempotencyKey, expectedTotalCents: input.price },
      current,
    );
  } else {
    if (input.price !== 0) throw new AppError('PAYMENT_PRICE_CHANGED');
    await boostForFree(deps, viewer, input.id, input.idempotencyKey, current.days);
  }
  const [listing] = await loadListingDetails(deps.db, [input.id]);
  return { checkoutUrl, listing: listing!, daysLeft: boostDaysLeft(listing!.premiumEnd, new Date()) };
}

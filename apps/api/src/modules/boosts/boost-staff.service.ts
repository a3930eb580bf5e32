import { BOOST_DAYS_MAX } from '@rentals/domain/billing/boost';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { pageOf, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListingRow, loadListingDetails, type ListingDetail } from '../listings/listing-read.service';
import { endBoost, startBoost } from './boost-window.service';
import { getBoostSettings } from './premium-settings.service';

/*
 * The back office's boosts (/boostListing, staff with boostListings): the boosted listings with
 * the payment that bought each boost, and the staff actions on them (premium on or off, extend).
 * Refunds go through the payments module's refundPayment, whose hook ends the boost.
 */

export interface BoostedListing {
  listing: ListingDetail;
  /** The latest paid (or refunded) boost payment of the listing; null for a boost staff gave. */
  payment: PaymentRow | null;
}

export interface BoostedPage {
  items: BoostedListing[];
  count: number;
}

const boosted = eq(listings.isPremium, true);

/** Boosted listings, the latest boost first, 10 a page, with how many there are. */
export async function findBoostedListings(db: Db, paging: Paging): Promise<BoostedPage> {
  const { first, skip } = pageOf(paging);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: listings.id })
      .from(listings)
      .where(boosted)
      .orderBy(desc(listings.premiumStart), desc(listings.id))
      .limit(first)
      .offset(skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(boosted),
  ]);
  const ids = rows.map((r) => r.id);
  if (!ids.length) return { items: [], count: total?.n ?? 0 };
  const [details, boostPayments] = await Promise.all([
    loadListingDetails(db, ids),
    db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.listingId, ids),
          eq(payments.purpose, 'BOOST'),
          inArray(payments.status, ['PAID', 'REFUNDED']),
        ),
      )
      .orderBy(desc(payments.paidAt), desc(payments.createdAt)),
  ]);
  const items = details.map((listing) => ({
    listing,
    payment: boostPayments.find((p) => p.listingId === listing.id) ?? null,
  }));
  return { items, count: total?.n ?? 0 };
}

async function changePremium(
  deps: AppDeps,
  id: string,
  change: (tx: Db, listing: Awaited<ReturnType<typeof getListingRow>>, now: Date) => Promise<unknown>,
): Promise<ListingDetail> {
  await deps.db.transaction(async (tx: Db) => change(tx, await getListingRow(tx, id, true), new Date()));
  const [detail] = await loadListingDetails(deps.db, [id]);
  return detail!;
}

/**
 * premimumListing: staff make a listing premium under `premiumName` (for the boost days from now,
 * or renaming a running boost), or end its premium now. Audited as 'listing.premium'.
 */
export function setListingPremium(
  deps: AppDeps,
  viewer: Viewer,
  input: { id: string; premiumName: string | null; isPremium: boolean },
): Promise<ListingDetail> {
  return changePremium(deps, input.id, async (tx, listing, now) => {
    if (!input.isPremium) return endBoost(tx, viewer, listing, now, 'listing.premium');
    const live = listing.isPremium && !!listing.premiumEnd && listing.premiumEnd > now;
    const days = live ? 0 : (await getBoostSettings(tx)).days;
    const premiumName = input.premiumName?.trim() || undefined;
    return startBoost(tx, viewer, listing, days, now, { action: 'listing.premium', premiumName });
  });
}

/** extendBoost: staff add `days` (1 to BOOST_DAYS_MAX) to a running boost. LISTING_NOT_BOOSTED otherwise. */
export async function extendBoost(
  deps: AppDeps,
  viewer: Viewer,
  input: { id: string; days: number },
): Promise<ListingDetail> {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > BOOST_DAYS_MAX) {
    throw new AppError('PREMIUM_SETTING_INVALID', { min: 1, max: BOOST_DAYS_MAX });
  }
  return changePremium(deps, input.id, async (tx, listing, now) => {
    const live = listing.isPremium && !!listing.premiumEnd && listing.premiumEnd > now;
    if (!live) throw new AppError('LISTING_NOT_BOOSTED');
    return startBoost(tx, viewer, listing, input.days, now, {
      action: 'listing.boost-extended',
      premiumName: listing.premiumName ?? undefined,
    });
  });
}

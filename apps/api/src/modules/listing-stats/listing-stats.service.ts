import {
  addDays,
  boostWindows,
  compareBoost,
  fillSeries,
  statDay,
  totalCounts,
  type BoostWindows,
  type FigureComparison,
  type ListingStatCounts,
  type ListingStatDay,
} from '@rentals/domain/listings/listing-stats';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { listingDailyStats } from '../../db/schema/payments';
import { UUID } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/** A boost's days against as many days before it. */
export interface BoostResult extends BoostWindows {
  start: Date;
  end: Date;
  figures: FigureComparison[];
}

export interface ListingStatsView {
  listingId: string;
  firstDay: string;
  lastDay: string;
  series: ListingStatDay[];
  totals: ListingStatCounts;
  /** The latest boost that has started, or null when the listing was never boosted. */
  boost: BoostResult | null;
}

const t = listingDailyStats;

/**
 * listingStats(id, days): a listing's figures for the last `days` Toronto days up to today,
 * every day present (zeros where nothing was counted), their totals, and its boost's days against
 * the same number of days before it. Its owner and staff with listings view; NO_ACCESS for
 * anyone else, LISTING_NOT_FOUND for no such listing. Figures still in the processes' memory
 * (up to one flush interval) are not in it yet.
 */
export async function getListingStats(
  db: Db,
  viewer: Viewer,
  listingId: string,
  days: number,
  now = new Date(),
): Promise<ListingStatsView> {
  if (!UUID.test(listingId)) throw new AppError('LISTING_NOT_FOUND');
  const [listing] = await db
    .select({
      ownerId: listings.ownerId,
      premiumStart: listings.premiumStart,
      premiumEnd: listings.premiumEnd,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw new AppError('LISTING_NOT_FOUND');
  if (listing.ownerId !== viewer.id && !hasModulePermission(viewer, 'listings', 'view'))
    throw new AppError('NO_ACCESS');

  const lastDay = statDay(now);
  const firstDay = addDays(lastDay, -(days - 1));
  const windows =
    listing.premiumStart && listing.premiumEnd
      ? boostWindows(listing.premiumStart, listing.premiumEnd, now)
      : null;
  // One read covers the series and the boost's two windows, however far back the boost was.
  const from = windows && windows.before.first < firstDay ? windows.before.first : firstDay;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.listingId, listingId), gte(t.day, from), lte(t.day, lastDay)));
  const series = fillSeries(rows, firstDay, lastDay);
  const within = (w: { first: string; last: string }) =>
    rows.filter((r) => r.day >= w.first && r.day <= w.last);
  const boost: BoostResult | null = windows
    ? {
        ...windows,
        start: listing.premiumStart!,
        end: listing.premiumEnd!,
        figures: compareBoost(totalCounts(within(windows.during)), totalCounts(within(windows.before))),
      }
    : null;
  return { listingId, firstDay, lastDay, series, totals: totalCounts(series), boost };
}

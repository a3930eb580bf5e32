import { needsPayment } from '@rentals/domain/billing/plans';
import { depositLine, quote, type PaymentQuote } from '@rentals/domain/billing/payments';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListingRow } from '../listings/listing-read.service';

/*
 * What a deposit costs (spec/03 §9): $75, or $300 with Viewings Management, plus the tax in force in
 * the listing's province today. The wizard asks before its listing exists (plans and province); the
 * listing's page asks for the listing (its plans and its city's province).
 */

/** The province of a listing's city, or PAYMENT_NO_PROVINCE. */
export async function listingProvince(db: Db, listingId: string): Promise<Province> {
  const [row] = await db
    .select({ province: cities.province })
    .from(listingLocations)
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(eq(listingLocations.listingId, listingId));
  const province = row?.province as Province | undefined;
  if (!province || !PROVINCES.includes(province)) throw new AppError('PAYMENT_NO_PROVINCE');
  return province;
}

/** The plan ids a listing was given (its subscriptions). */
export function planIdsOf(listing: {
  subscriptions: { plan_id: number }[] | null;
  planId: number | null;
}): number[] {
  const ids = (listing.subscriptions ?? []).map((s) => s.plan_id);
  return ids.length ? ids : listing.planId !== null ? [listing.planId] : [];
}

/** The deposit for `planIds` in `province` today; PAYMENT_NOT_NEEDED when the plans need none. */
export function depositQuoteFor(
  planIds: readonly number[],
  province: Province,
  at = new Date(),
): PaymentQuote {
  if (!needsPayment(planIds)) throw new AppError('PAYMENT_NOT_NEEDED');
  return quote([depositLine(planIds)], province, at);
}

/** The deposit of the viewer's own listing. */
export async function depositQuoteForListing(db: Db, viewer: Viewer, listingId: string) {
  const listing = await getListingRow(db, listingId);
  if (listing.ownerId !== viewer.id) throw new AppError('PAYMENT_NOT_OWNER');
  return depositQuoteFor(planIdsOf(listing), await listingProvince(db, listingId));
}

import { eq, inArray } from 'drizzle-orm';
import { isPlanAvailable } from '@rentals/domain/billing/plan-availability';
import { selectionIssue } from '@rentals/domain/billing/plan-selection';
import {
  MAIN_PLAN_GROUP,
  needsPayment,
  planFlags,
  planPriceString,
  planScreenType,
} from '@rentals/domain/billing/plans';
import type { Province } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/billing';
import { cities } from '../../db/schema/locations';
import { AppError } from '../../graphql/errors';
import type { listings } from '../../db/schema/listings';

/*
 * The plans a new listing chooses (createListWithUs, and createListing's plan step): re-checked on
 * the server whatever the plan screen showed, then turned into the listing's plan fields
 * (spec/03 §3.1, §3.5). The screen hides what this refuses, through the same domain rules.
 */

type PlanColumns = Partial<typeof listings.$inferInsert>;

/** Where the listing is, for the availability rules: its city's province and name. */
async function placeOf(db: Db, cityId: string) {
  const [city] = /^[0-9a-f-]{36}$/i.test(cityId)
    ? await db.select().from(cities).where(eq(cities.id, cityId))
    : [];
  if (!city) throw new AppError('LOCATION_NOT_FOUND');
  return { province: city.province as Province, city: city.name };
}

/**
 * Checks `planIds` for a listing in city `cityId` (a new one unless `isNewListing` is false, when
 * an edited listing keeps every plan open to it) and answers the listing's plan columns. In
 * order: each plan exists and is offered (PLAN_NOT_FOUND); none is a boost, which is bought for a
 * listing that already exists, and each is offered at the address (PLAN_NOT_AVAILABLE); one plan
 * of the main group and at most one per group (PLAN_GROUP_REQUIRED / PLAN_GROUP_TWICE).
 */
export async function choosePlans(
  db: Db,
  planIds: readonly number[],
  cityId: string,
  isNewListing = true,
): Promise<PlanColumns> {
  const place = await placeOf(db, cityId);
  const rows = planIds.length
    ? await db
        .select()
        .from(plans)
        .where(inArray(plans.id, [...planIds]))
    : [];
  const chosen = planIds.map((id) => rows.find((p) => p.id === id));
  if (chosen.some((p) => !p?.active)) throw new AppError('PLAN_NOT_FOUND');
  const found = chosen as (typeof plans.$inferSelect)[];
  const refused = found.some((p) => p.kind === 'BOOST' || !isPlanAvailable(p.id, { ...place, isNewListing }));
  if (refused) throw new AppError('PLAN_NOT_AVAILABLE');
  const issue = selectionIssue(found);
  if (issue) throw new AppError(issue);
  const main = found.find((p) => p.planGroup === MAIN_PLAN_GROUP)!;
  return {
    planId: main.id,
    planPrice: main.priceCents / 100,
    subscriptions: found.map((p) => ({
      plan_id: p.id,
      plan_name: p.nameEn,
      plan_price: planPriceString(p.priceCents),
      plan_group: p.planGroup,
      plan_unit: p.unit,
      plan_type: planScreenType(p.priceCents),
    })),
    ...planFlags(planIds),
    region: place.province,
    paymentStatus: needsPayment(planIds) ? 'UNPAID' : null,
  };
}

/**
 * The plan columns of an edited listing (updateListing's planIds): checked as for an existing
 * listing; the payment status stays as recorded, unless none was and a plan it did not have before
 * needs payment (then UNPAID).
 */
export async function changePlans(
  db: Db,
  planIds: readonly number[],
  listing: { cityId: string; subscriptions: { plan_id: number }[] | null; paymentStatus: string | null },
): Promise<PlanColumns> {
  const columns = await choosePlans(db, planIds, listing.cityId, false);
  const before = new Set((listing.subscriptions ?? []).map((s) => s.plan_id));
  const added = planIds.filter((id) => !before.has(id));
  const paymentStatus = listing.paymentStatus ?? (needsPayment(added) ? 'UNPAID' : null);
  // The region follows the address; an edit of the plans alone does not move it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { region, ...rest } = columns;
  return { ...rest, paymentStatus };
}

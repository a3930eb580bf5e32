import { isPlanAvailable, type PlanPlace } from '@rentals/domain/billing/plan-availability';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import type { PlanInput } from '@rentals/domain/billing/schemas';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { features, planFeatures, plans } from '../../db/schema/billing';
import { listings } from '../../db/schema/listings';
import { premiumSettings } from '../../db/schema/payments';
import { isUniqueViolation } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';

/*
 * Service plans (spec/03 §3.6, issue 20): read by everyone for the plan screens, written by staff
 * of the plans module. A plan's features keep the order staff gave them. Plans chosen by listings
 * are never deleted, only made inactive, so a listing always finds the plan it paid for.
 */

export type PlanRow = typeof plans.$inferSelect;
export type FeatureRow = typeof features.$inferSelect;
export interface PlanDetail extends PlanRow {
  features: FeatureRow[];
}

export interface PlanFilter {
  place: PlanPlace | null;
  includeInactive: boolean;
}

/** The features of each plan, in the plan's order. */
async function featuresOf(db: Db, planIds: readonly number[]): Promise<Map<number, FeatureRow[]>> {
  const byPlan = new Map<number, FeatureRow[]>(planIds.map((id) => [id, []]));
  if (!planIds.length) return byPlan;
  const rows = await db
    .select({ planId: planFeatures.planId, feature: features })
    .from(planFeatures)
    .innerJoin(features, eq(features.id, planFeatures.featureId))
    .where(inArray(planFeatures.planId, [...planIds]))
    .orderBy(asc(planFeatures.position), asc(features.position));
  for (const row of rows) byPlan.get(row.planId)!.push(row.feature);
  return byPlan;
}

async function withFeatures(db: Db, rows: PlanRow[]): Promise<PlanDetail[]> {
  const byPlan = await featuresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, features: byPlan.get(r.id) ?? [] }));
}

/** Plans in position order: active ones only unless asked, and only those offered at `place`. */
export async function findPlans(db: Db, filter: PlanFilter): Promise<PlanDetail[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(filter.includeInactive ? undefined : eq(plans.active, true))
    .orderBy(asc(plans.position), asc(plans.id));
  const offered = filter.place ? rows.filter((p) => isPlanAvailable(p.id, filter.place!)) : rows;
  return withFeatures(db, offered);
}

/** One plan, active or not: a listing keeps showing the plan it chose after staff retire it. */
export async function findPlan(db: Db, id: number): Promise<PlanDetail | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ? (await withFeatures(db, [row]))[0]! : null;
}

async function getPlan(db: Db, id: number): Promise<PlanDetail> {
  const plan = await findPlan(db, id);
  if (!plan) throw new AppError('PLAN_NOT_FOUND');
  return plan;
}

/** How many listings chose the plan, as their plan or as a line of their subscriptions. */
export async function countPlanListings(db: Db, planId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(
      or(
        eq(listings.planId, planId),
        sql`${listings.subscriptions} @> ${JSON.stringify([{ plan_id: planId }])}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** Links the plan to its features in the given order (a feature named twice counts once). */
async function setPlanFeatures(tx: Db, planId: number, featureIds: readonly string[]): Promise<void> {
  const ids = [...new Set(featureIds)];
  await tx.delete(planFeatures).where(eq(planFeatures.planId, planId));
  if (!ids.length) return;
  const found = await tx.select({ id: features.id }).from(features).where(inArray(features.id, ids));
  if (found.length !== ids.length) throw new AppError('FEATURE_NOT_FOUND');
  await tx.insert(planFeatures).values(ids.map((featureId, position) => ({ planId, featureId, position })));
}

const planValues = (input: PlanInput) => ({
  nameEn: input.nameEn,
  nameFr: input.nameFr,
  descriptionEn: input.descriptionEn || null,
  descriptionFr: input.descriptionFr || null,
  priceCents: input.priceCents,
  depositCents: input.depositCents ?? null,
  unit: input.unit,
  planGroup: input.planGroup,
  kind: input.kind,
});

/**
 * Adds a plan at the end of the order, with the given number or the next free one.
 * PLAN_ID_TAKEN, FEATURE_NOT_FOUND.
 */
export async function createPlan(db: Db, input: PlanInput): Promise<PlanDetail> {
  let id: number;
  try {
    id = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [next] = await tx
        .select({
          id: sql<number>`coalesce(max(${plans.id}), 0)::int + 1`,
          position: sql<number>`coalesce(max(${plans.position}), -1)::int + 1`,
        })
        .from(plans);
      const planId = input.id ?? next!.id;
      const [taken] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
      if (taken) throw new AppError('PLAN_ID_TAKEN');
      await tx.insert(plans).values({ id: planId, ...planValues(input), position: next!.position });
      await setPlanFeatures(tx, planId, input.featureIds);
      return planId;
    });
  } catch (error) {
    // Two staff saving at once: the second insert meets the first's id.
    if (isUniqueViolation(error)) throw new AppError('PLAN_ID_TAKEN');
    throw error;
  }
  return getPlan(db, id);
}

/** Changes a plan and its feature list. The number is not changed: listings refer to it. PLAN_NOT_FOUND. */
export async function updatePlan(db: Db, id: number, input: PlanInput): Promise<PlanDetail> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(plans)
      .set(planValues(input))
      .where(eq(plans.id, id))
      .returning({ id: plans.id });
    if (!row) throw new AppError('PLAN_NOT_FOUND');
    await setPlanFeatures(tx, id, input.featureIds);
    // The boost is sold at the BOOST_PRICE premium setting: a new Boost plan price is that setting too.
    if (id === PLAN_IDS.BOOST) {
      const value = String(input.priceCents);
      await tx
        .insert(premiumSettings)
        .values({ name: 'BOOST_PRICE', value })
        .onConflictDoUpdate({ target: premiumSettings.name, set: { value, updatedAt: new Date() } });
    }
  });
  return getPlan(db, id);
}

/** Deletes a plan no listing chose. PLAN_NOT_FOUND; PLAN_IN_USE with {count} otherwise. */
export async function deletePlan(db: Db, id: number): Promise<true> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update');
    if (!row) throw new AppError('PLAN_NOT_FOUND');
    const count = await countPlanListings(tx, id);
    if (count > 0) throw new AppError('PLAN_IN_USE', { count });
    await tx.delete(plans).where(eq(plans.id, id));
  });
  return true;
}

/** Offers a plan to new listings again, or stops offering it. PLAN_NOT_FOUND. */
export async function setPlanActive(db: Db, id: number, active: boolean): Promise<PlanDetail> {
  const [row] = await db.update(plans).set({ active }).where(eq(plans.id, id)).returning({ id: plans.id });
  if (!row) throw new AppError('PLAN_NOT_FOUND');
  return getPlan(db, id);
}

/**
 * Puts the plans in the given order. `ids` must name every plan once, inactive ones included;
 * anything else means the staff page is out of date (PLAN_ORDER_MISMATCH).
 */
export async function reorderPlans(db: Db, ids: readonly number[]): Promise<PlanDetail[]> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const existing = await tx.select({ id: plans.id }).from(plans).for('update');
    const same =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      existing.every((p) => ids.includes(p.id));
    if (!same) throw new AppError('PLAN_ORDER_MISMATCH');
    for (const [position, id] of ids.entries())
      await tx.update(plans).set({ position }).where(eq(plans.id, id));
  });
  return findPlans(db, { place: null, includeInactive: true });
}

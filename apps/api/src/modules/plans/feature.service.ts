import type { FeatureInput } from '@rentals/domain/billing/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { features } from '../../db/schema/billing';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import type { FeatureRow } from './plan.service';

/*
 * The features plans list (spec/03 §3.6), managed by staff of the features module. A feature is
 * shared by the plans that link to it; deleting it detaches it from them (the link rows cascade).
 */

const featureValues = (input: FeatureInput) => ({
  nameEn: input.nameEn,
  nameFr: input.nameFr,
  subtitleEn: input.subtitleEn || null,
  subtitleFr: input.subtitleFr || null,
  informationEn: input.informationEn || null,
  informationFr: input.informationFr || null,
});

/** Every feature in staff's order. */
export function findFeatures(db: Db): Promise<FeatureRow[]> {
  return db.select().from(features).orderBy(asc(features.position), asc(features.createdAt));
}

/** Adds a feature at the end of the order. */
export async function createFeature(db: Db, input: FeatureInput): Promise<FeatureRow> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ position: sql<number>`coalesce(max(${features.position}), -1)::int + 1` })
      .from(features);
    const [row] = await tx
      .insert(features)
      .values({ ...featureValues(input), position: next!.position })
      .returning();
    return row!;
  });
}

/** Changes a feature's texts, for every plan that lists it. FEATURE_NOT_FOUND. */
export async function updateFeature(db: Db, id: string, input: FeatureInput): Promise<FeatureRow> {
  if (!UUID.test(id)) throw new AppError('FEATURE_NOT_FOUND');
  const [row] = await db.update(features).set(featureValues(input)).where(eq(features.id, id)).returning();
  if (!row) throw new AppError('FEATURE_NOT_FOUND');
  return row;
}

/** Deletes a feature and its place in every plan. FEATURE_NOT_FOUND. */
export async function deleteFeature(db: Db, id: string): Promise<true> {
  if (!UUID.test(id)) throw new AppError('FEATURE_NOT_FOUND');
  const [row] = await db.delete(features).where(eq(features.id, id)).returning({ id: features.id });
  if (!row) throw new AppError('FEATURE_NOT_FOUND');
  return true;
}

/** Puts the features in the given order; `ids` must name every feature once (FEATURE_ORDER_MISMATCH). */
export async function reorderFeatures(db: Db, ids: readonly string[]): Promise<FeatureRow[]> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: features.id }).from(features).for('update');
    const same =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      existing.every((f) => ids.includes(f.id));
    if (!same) throw new AppError('FEATURE_ORDER_MISMATCH');
    for (const [position, id] of ids.entries())
      await tx.update(features).set({ position }).where(eq(features.id, id));
  });
  return findFeatures(db);
}

import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { SEED_FEATURES, SEED_PLANS } from '@rentals/domain/billing/seed-plans';
import type { Db } from '../client';
import { features, planFeatures, plans } from '../schema/billing';

/**
 * The service plans and their features: reference data the plan screens need from the first start.
 * Skipped when any plan exists, so staff's later edits and deletions are never undone.
 */
export async function seedPlans(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(plans);
  if (existing!.n > 0) return;
  await db.transaction(async (tx) => {
    // Ids chosen here so the plan links need not rely on the order rows come back in.
    const featureIdByKey = new Map(SEED_FEATURES.map((f) => [f.key, randomUUID()]));
    await tx.insert(features).values(
      SEED_FEATURES.map(({ key, ...texts }, position) => ({
        id: featureIdByKey.get(key)!,
        ...texts,
        position,
      })),
    );
    await tx
      .insert(plans)
      .values(SEED_PLANS.map(({ features: _features, ...plan }, position) => ({ ...plan, position })));
    await tx.insert(planFeatures).values(
      SEED_PLANS.flatMap((plan) =>
        plan.features.map((key, position) => ({
          planId: plan.id,
          featureId: featureIdByKey.get(key)!,
          position,
        })),
      ),
    );
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { AttemptRule } from '@rentals/domain/auth/attempt-rules';
import type { Db } from '../../db/client';
import { rentalLaws } from '../../db/schema/rental-laws';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { takeAttempts } from '../auth/rate-limit.service';

/*
 * An entry's `seen` counts readers, not page loads: one view per visitor and entry per 30 minutes,
 * like blog views. There is no table of views, so the dedupe uses the rate-limit store that
 * already exists: a visitor's first view of an entry takes the only free "attempt" and starts a
 * 30-minute wait; views inside the wait are not counted. A visitor is the signed-in account, or
 * else the client address with its browser name (a keyed hash, so no address is written). Two visitors
 * behind one address with the same browser count once in the window: the count errs low, never high.
 * The key is graphql/visitor-key.ts's keyed hash, as for blog views.
 * The store keeps one small row per visitor and entry viewed; each row is reused after its wait.
 */

/** One counted view per visitor and entry per 30 minutes. */
export const RENTAL_LAW_VIEW_RULE: AttemptRule = {
  freeAttempts: 1,
  firstWaitSeconds: 1_800,
  maxWaitSeconds: 1_800,
  forgetAfterSeconds: 0,
};

/**
 * Counts a view of a published entry unless the same visitor was counted in the last 30 minutes.
 * Answers whether it was counted. RENTAL_LAW_NOT_FOUND for an unknown or unpublished entry.
 */
export async function recordRentalLawView(db: Db, id: string, visitor: string): Promise<boolean> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [entry] = await db
    .select({ id: rentalLaws.id })
    .from(rentalLaws)
    .where(and(eq(rentalLaws.id, id), eq(rentalLaws.isPublished, true)));
  if (!entry) throw new AppError('RENTAL_LAW_NOT_FOUND');
  try {
    await takeAttempts(db, [[`rental-law-view:${id}:${visitor}`, RENTAL_LAW_VIEW_RULE]]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') return false;
    throw error;
  }
  await db
    .update(rentalLaws)
    .set({ seen: sql`${rentalLaws.seen} + 1`, updatedAt: sql`${rentalLaws.updatedAt}` })
    .where(eq(rentalLaws.id, id));
  return true;
}

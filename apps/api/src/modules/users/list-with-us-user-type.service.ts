import { eq } from 'drizzle-orm';
import { listWithUsUserType } from '@rentals/domain/listings/list-with-us';
import type { PosterRole } from '@rentals/domain/listings/enums';
import { users, type UserRow } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/**
 * The list-with-us wizard's type change (spec/03 §4.1): before submitting, an unverified account
 * becomes a landlord, and a renter or guest listing a lease they assign or sublet too; landlords
 * and staff stay as they are. Anyone else gets 'User Unauthorized' and keeps their type. It comes
 * before the proofs are uploaded, which only landlords and staff may upload.
 */
export async function updateUserTypeListWithUs(
  deps: AppDeps,
  viewer: Viewer,
  role: PosterRole,
): Promise<UserRow> {
  const updated = await deps.db.transaction(async (tx) => {
    // Locked, so a concurrent staff change of the type is not decided on a stale type.
    const [current] = await tx.select().from(users).where(eq(users.id, viewer.id)).for('update');
    if (!current) throw new AppError('USER_NOT_FOUND');
    const outcome = listWithUsUserType(current.userType, role);
    if (!outcome.allowed) throw new AppError('LIST_WITH_US_USER_UNAUTHORIZED');
    if (outcome.userType === current.userType) return { row: current, changed: false };
    const [row] = await tx
      .update(users)
      .set({ userType: outcome.userType, updatedAt: new Date() })
      .where(eq(users.id, viewer.id))
      .returning();
    return { row: row!, changed: true };
  });
  if (updated.changed) await deps.pubsub.publish('user:updated', viewer.id, { userId: viewer.id });
  return updated.row;
}

import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { STAFF_USER_TYPES } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { verificationRequests } from '../../db/schema/verification';

/**
 * Demo posters (the seeded landlord) come verified, as owners, so `npm start` shows their listings
 * in search with the badge instead of hiding them a week later. The approval names no staff
 * member and no documents: it is seed data, said so in its reason.
 */
export async function seedDemoVerifications(db: Db, now = new Date()): Promise<number> {
  const posters = await db
    .selectDistinct({ userId: listings.ownerId })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(and(isNotNull(listings.postedAt), notInArray(users.userType, [...STAFF_USER_TYPES])));
  if (!posters.length) return 0;
  await db.insert(verificationRequests).values(
    posters.map(({ userId }) => ({
      userId,
      role: 'LANDLORD_OWNER' as const,
      state: 'APPROVED' as const,
      submittedAt: now,
      decidedAt: now,
      decisionReason: 'Demo account',
      documentsDeletedAt: now,
    })),
  );
  return posters.length;
}

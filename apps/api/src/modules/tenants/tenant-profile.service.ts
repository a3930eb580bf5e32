import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { UUID } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListing } from '../listings/listing-read.service';
import { canViewUser } from '../users/user.policy';

/*
 * A renter's public profile (/tenant/{id}) and the roommate list of a listing page. Kinder to
 * renters' data: a profile is public only while its renter keeps the profile's roommate switch on
 * (the renter and staff who may view users always see it), and it never carries the e-mail, phone, income, credit score or last name (only its initial).
 */

export const TENANT_TYPES = ['RENTER', 'GUEST'] as const;
export const ROOMMATES_PER_LISTING = 6;

export type TenantProfileRow = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'avatarUrl'
  | 'city'
  | 'occupation'
  | 'bio'
  | 'minBudget'
  | 'budget'
  | 'moveIn'
  | 'bedroom'
  | 'pet'
  | 'furnish'
  | 'flatmates'
  | 'createdAt'
>;

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  city: users.city,
  occupation: users.occupation,
  bio: users.bio,
  minBudget: users.minBudget,
  budget: users.budget,
  moveIn: users.moveIn,
  bedroom: users.bedroom,
  pet: users.pet,
  furnish: users.furnish,
  flatmates: users.flatmates,
  createdAt: users.createdAt,
};

const isRenter = inArray(users.userType, [...TENANT_TYPES]);

/** The profile of a renter who shares it; the renter themself and staff always see it. */
export async function getTenantProfile(db: Db, viewer: Viewer | null, id: string): Promise<TenantProfileRow> {
  if (!UUID.test(id)) throw new AppError('TENANT_NOT_FOUND');
  const [row] = await db
    .select({ ...profileColumns, roommate: users.roommate })
    .from(users)
    .where(and(eq(users.id, id), isRenter));
  const mayView = row && (row.roommate === true || canViewUser(viewer, row.id));
  if (!row || !mayView || !row.firstName) throw new AppError('TENANT_NOT_FOUND');
  return row;
}

/** Renters sharing their profile who look for a home in the listing's city, most recent first. */
export async function findRoommates(
  db: Db,
  viewer: Viewer | null,
  listingId: string,
): Promise<TenantProfileRow[]> {
  const listing = await getListing(db, viewer, listingId);
  const city = listing.location?.city.name;
  if (!city) return [];
  return db
    .select(profileColumns)
    .from(users)
    .where(
      and(
        isRenter,
        eq(users.roommate, true),
        sql`${users.firstName} is not null`,
        sql`lower(trim(${users.city})) = lower(${city})`,
      ),
    )
    .orderBy(desc(users.updatedAt), desc(users.id))
    .limit(ROOMMATES_PER_LISTING);
}

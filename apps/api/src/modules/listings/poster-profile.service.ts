import { POSTER_ROLES, type PosterRole } from '@rentals/domain/listings/enums';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { pageOf, UUID } from '../../db/sql-helpers';
import { publiclyVisible } from './listing-states';
import { loadListingDetails, type ListingDetail } from './listing-read.service';

/*
 * A poster's public profile, /landlord/{id} (issue 25): what a renter may already read on their
 * listings (the first name, who posts) and when they joined, with their public listings. A user
 * with no public listing has no profile: the profile must not tell whether an account exists.
 */

export interface PosterProfileRow {
  id: string;
  firstName: string | null;
  createdAt: Date;
  /** The roles of their public listings, most listings first. */
  roles: PosterRole[];
  listingCount: number;
}

/** The poster's public listings: the rule every public read uses (hidden for want of verification included). */
const publicListingsOf = (userId: string) => and(eq(listings.ownerId, userId), publiclyVisible);

/** The profile of the poster `userId`, or null when the id is unknown or they have no public listing. */
export async function getPosterProfile(db: Db, userId: string): Promise<PosterProfileRow | null> {
  if (!UUID.test(userId)) return null;
  const [roleRows, [user]] = await Promise.all([
    db
      .select({ role: listings.role, n: count() })
      .from(listings)
      .where(publicListingsOf(userId))
      .groupBy(listings.role),
    db
      .select({ id: users.id, firstName: users.firstName, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const listingCount = roleRows.reduce((sum, r) => sum + r.n, 0);
  if (!user || !listingCount) return null;
  const roles = roleRows
    .filter((r): r is { role: PosterRole; n: number } => POSTER_ROLES.includes(r.role as PosterRole))
    .sort((a, b) => b.n - a.n || a.role.localeCompare(b.role))
    .map((r) => r.role);
  return { ...user, roles, listingCount };
}

/** A page of the poster's public listings, newest first (the order of public search's newest). */
export async function findPosterListings(
  db: Db,
  userId: string,
  paging: { first?: number | null; skip?: number | null },
): Promise<ListingDetail[]> {
  const { first, skip } = pageOf(paging);
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(publicListingsOf(userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(first)
    .offset(skip);
  return loadListingDetails(
    db,
    rows.map((r) => r.id),
  );
}

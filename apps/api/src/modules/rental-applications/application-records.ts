import { hasModulePermission } from '@rentals/domain/users/rules';
import { count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { rentalApplications, type RentalApplicationRow } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import { UUID } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/*
 * An application with what every view of it needs (the listing, its unit's rent, the applicant's
 * account), and who the viewer is to it. Deny by default: the applicant, the listing's owner and
 * staff with applications view see it; anyone else is told it does not exist
 * (RENTAL_APPLICATION_NOT_FOUND), so ids cannot be probed.
 */

export interface ApplicationRecord extends RentalApplicationRow {
  ownerId: string;
  listingTitle: string;
  listingAddress: string | null;
  unitTitle: string | null;
  monthlyRent: number | null;
  /** Null once the applicant's account is deleted. */
  applicantEmail: string | null;
  /** The listing owner's name, as the applicant sees who holds their share. */
  ownerName: string;
}

/** How the viewer sees an application: as its applicant, as the listing's landlord, or as staff. */
export type ApplicationRole = 'APPLICANT' | 'LANDLORD' | 'STAFF';

const owners = alias(users, 'owners');

export function recordQuery(db: Db) {
  return db
    .select({
      ...getTableColumns(rentalApplications),
      ownerId: listings.ownerId,
      listingTitle: listings.title,
      listingAddress: listingLocations.address,
      unitTitle: units.title,
      monthlyRent: units.monthlyPrice,
      applicantEmail: users.email,
      ownerName: sql<string>`trim(concat_ws(' ', ${owners.firstName}, ${owners.lastName}))`,
    })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .leftJoin(users, eq(users.id, rentalApplications.applicantId))
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(units, eq(units.id, rentalApplications.unitId));
}

/**
 * One page of the applications matching `where` (which may name the listing and the applicant, as
 * the lists filter them), newest first, with how many match in all.
 */
export async function pageOfRecords(
  db: Db,
  where: SQL | undefined,
  { first, skip }: { first: number; skip: number },
): Promise<{ count: number; rows: ApplicationRecord[] }> {
  const [total] = await db
    .select({ n: count() })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .leftJoin(users, eq(users.id, rentalApplications.applicantId))
    .where(where);
  const rows = first
    ? await recordQuery(db)
        .where(where)
        .orderBy(desc(rentalApplications.submittedAt), desc(rentalApplications.id))
        .limit(first)
        .offset(skip)
    : [];
  return { count: total?.n ?? 0, rows };
}

export async function findRecords(db: Db, where: SQL | undefined): Promise<ApplicationRecord[]> {
  return recordQuery(db).where(where);
}

export async function findRecord(db: Db, id: string): Promise<ApplicationRecord | null> {
  if (!UUID.test(id)) return null;
  const [row] = await findRecords(db, eq(rentalApplications.id, id));
  return row ?? null;
}

/** The viewer's role on the application, or null when they may not see it. */
export function roleOf(
  viewer: Viewer,
  record: { applicantId: string | null; ownerId: string },
): ApplicationRole | null {
  if (record.applicantId === viewer.id) return 'APPLICANT';
  if (record.ownerId === viewer.id) return 'LANDLORD';
  if (hasModulePermission(viewer, 'applications', 'view')) return 'STAFF';
  return null;
}

/** The application and the viewer's role on it; RENTAL_APPLICATION_NOT_FOUND for anyone else. */
export async function recordFor(db: Db, viewer: Viewer, id: string) {
  const record = await findRecord(db, id);
  const role = record && roleOf(viewer, record);
  if (!record || !role) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  return { record, role };
}

/** Locks the application's row for a change in the caller's transaction. */
export async function lockApplication(tx: Db, id: string): Promise<RentalApplicationRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await tx.select().from(rentalApplications).where(eq(rentalApplications.id, id)).for('update');
  return row ?? null;
}

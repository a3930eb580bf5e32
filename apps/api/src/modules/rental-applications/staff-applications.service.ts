import {
  STAFF_APPLICATIONS_PAGE_SIZE,
  type StaffApplicationFilter,
} from '@rentals/domain/rental-applications/staff-filter';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { rentalApplications, rentalApplicationStaffViews } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import { containing, pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { cancelJobs } from '../jobs/job-queue';
import { pageOfRecords } from './application-records';
import { EXPIRY_JOB } from './application-status.service';
import type { RentalApplicationView } from './rental-application-types.graphql';

/*
 * The staff views of applications (applications module permission): the filtered table, the log
 * of who opened which application (for admins), and deletion. Opening one goes through
 * rentalApplication, which records the staff view.
 */

const DAY_MS = 86_400_000;

/** The SQL of the staff filters. */
export function staffApplicationWhere(filter: StaffApplicationFilter): SQL | undefined {
  const text = filter.text ? containing(filter.text) : null;
  return and(
    text
      ? or(
          ilike(
            sql`(${rentalApplications.data}->'applicant'->>'fName') || ' ' || (${rentalApplications.data}->'applicant'->>'lName')`,
            text,
          ),
          ilike(users.email, text),
          ilike(listings.title, text),
        )
      : undefined,
    filter.status ? eq(rentalApplications.status, filter.status) : undefined,
    filter.listingId ? eq(rentalApplications.listingId, filter.listingId) : undefined,
    filter.from ? gte(rentalApplications.submittedAt, new Date(`${filter.from}T00:00:00.000Z`)) : undefined,
    filter.to
      ? lt(
          rentalApplications.submittedAt,
          new Date(new Date(`${filter.to}T00:00:00.000Z`).getTime() + DAY_MS),
        )
      : undefined,
  );
}

/** A page of the staff table, newest first, with the count (10 a page by default). */
export async function staffRentalApplications(
  db: Db,
  filter: StaffApplicationFilter,
  paging: Paging,
): Promise<{ count: number; items: RentalApplicationView[] }> {
  const where = staffApplicationWhere(filter);
  const { first, skip } = pageOf(paging, STAFF_APPLICATIONS_PAGE_SIZE);
  const { count, rows } = await pageOfRecords(db, where, { first, skip });
  return { count, items: rows.map((record) => ({ record, role: 'STAFF' as const })) };
}

export interface StaffView {
  staffId: string | null;
  staffEmail: string | null;
  staffName: string | null;
  at: Date;
}

/** Who of the staff opened the application, and when, newest first. */
export async function findStaffViews(db: Db, id: string): Promise<StaffView[]> {
  if (!UUID.test(id)) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  const [exists] = await db
    .select({ id: rentalApplications.id })
    .from(rentalApplications)
    .where(eq(rentalApplications.id, id));
  if (!exists) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  return db
    .select({
      staffId: rentalApplicationStaffViews.staffId,
      staffEmail: users.email,
      staffName: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      at: rentalApplicationStaffViews.at,
    })
    .from(rentalApplicationStaffViews)
    .leftJoin(users, eq(users.id, rentalApplicationStaffViews.staffId))
    .where(eq(rentalApplicationStaffViews.applicationId, id))
    .orderBy(desc(rentalApplicationStaffViews.at), asc(rentalApplicationStaffViews.id));
}

/** Deletes an application with its history, files held and view log; its expiry job goes too. */
export async function deleteRentalApplication(deps: AppDeps, id: string): Promise<boolean> {
  if (!UUID.test(id)) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  return deps.db.transaction(async (tx: Db) => {
    const deleted = await tx
      .delete(rentalApplications)
      .where(eq(rentalApplications.id, id))
      .returning({ id: rentalApplications.id });
    if (!deleted.length) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
    await cancelJobs(tx, `${EXPIRY_JOB}:${id}`);
    return true;
  });
}

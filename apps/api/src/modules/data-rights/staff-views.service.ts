import type { StaffViewSubject } from '@rentals/domain/data-rights/enums';
import { STAFF_USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { fileDownloads, fileObjects } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import {
  rentalApplicationFiles,
  rentalApplications,
  rentalApplicationStaffViews,
} from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import { verificationDocumentViews, verificationRequests } from '../../db/schema/verification';
import { pageOf, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';

/*
 * A user's log of staff who looked at their data (issue 25, a PIPEDA access request's answer): each
 * staff opening of one of their rental applications (rental_application_staff_views, written by
 * openRentalApplication) and each download of one of their documents by a staff account
 * (file_downloads), and each staff opening of their verification request (the audit log's
 * verification.view) or read of its documents kept after their deletion (verification_document_views;
 * the reads of live documents are downloads). Staff are named with their role, as they are when they act; an opening by an
 * account deleted since shows as a former staff member. A download by a deleted account is not
 * listed: whether its reader was staff is no longer known.
 */

export interface StaffViewEntry {
  at: Date;
  subject: StaffViewSubject;
  staffName: string | null;
  /** ADMIN or SUB_ADMIN, null when the staff account is gone. */
  staffRole: UserType | null;
  listingTitle: string | null;
  documentName: string | null;
}

const staffName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

/** The viewer's staff-view log, newest first, a page at a time, with its count. */
export async function findMyStaffViews(
  db: Db,
  viewer: Viewer,
  paging: Paging,
): Promise<{ count: number; items: StaffViewEntry[] }> {
  const { first, skip } = pageOf(paging);
  const openings = db
    .select({
      at: rentalApplicationStaffViews.at,
      subject: sql<StaffViewSubject>`'APPLICATION'`.as('subject'),
      staffName: staffName.as('staff_name'),
      staffRole: sql<UserType | null>`${users.userType}`.as('staff_role'),
      listingTitle: sql<string | null>`${listings.title}`.as('listing_title'),
      documentName: sql<string | null>`null`.as('document_name'),
    })
    .from(rentalApplicationStaffViews)
    .innerJoin(rentalApplications, eq(rentalApplications.id, rentalApplicationStaffViews.applicationId))
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .leftJoin(users, eq(users.id, rentalApplicationStaffViews.staffId))
    .where(eq(rentalApplications.applicantId, viewer.id));
  const downloads = db
    .select({
      at: fileDownloads.downloadedAt,
      subject: sql<StaffViewSubject>`'DOCUMENT'`.as('subject'),
      staffName: staffName.as('staff_name'),
      staffRole: sql<UserType | null>`${users.userType}`.as('staff_role'),
      listingTitle: sql<string | null>`(
        select ${listings.title} from ${rentalApplicationFiles}
        join ${rentalApplications} on ${rentalApplications.id} = ${rentalApplicationFiles.applicationId}
        join ${listings} on ${listings.id} = ${rentalApplications.listingId}
        where ${rentalApplicationFiles.fileId} = ${fileObjects.id}
        order by ${rentalApplications.submittedAt} desc limit 1)`.as('listing_title'),
      documentName: sql<string | null>`${fileObjects.filename}`.as('document_name'),
    })
    .from(fileDownloads)
    .innerJoin(fileObjects, eq(fileObjects.id, fileDownloads.fileId))
    .innerJoin(users, eq(users.id, fileDownloads.userId))
    .where(and(eq(fileObjects.ownerId, viewer.id), inArray(users.userType, [...STAFF_USER_TYPES])));
  const verificationOpenings = db
    .select({
      at: auditLog.createdAt,
      subject: sql<StaffViewSubject>`'VERIFICATION'`.as('subject'),
      staffName: staffName.as('staff_name'),
      staffRole: sql<UserType | null>`${users.userType}`.as('staff_role'),
      listingTitle: sql<string | null>`null`.as('listing_title'),
      documentName: sql<string | null>`null`.as('document_name'),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.action, 'verification.view'),
        eq(auditLog.entityType, 'USER'),
        eq(auditLog.entityId, viewer.id),
      ),
    );
  const keptVerificationReads = db
    .select({
      at: verificationDocumentViews.viewedAt,
      subject: sql<StaffViewSubject>`'VERIFICATION'`.as('subject'),
      staffName: staffName.as('staff_name'),
      staffRole: sql<UserType | null>`${users.userType}`.as('staff_role'),
      listingTitle: sql<string | null>`null`.as('listing_title'),
      documentName: sql<string | null>`null`.as('document_name'),
    })
    .from(verificationDocumentViews)
    .innerJoin(verificationRequests, eq(verificationRequests.id, verificationDocumentViews.requestId))
    .innerJoin(users, eq(users.id, verificationDocumentViews.viewerId))
    .where(and(eq(verificationRequests.userId, viewer.id), inArray(users.userType, [...STAFF_USER_TYPES])));
  const all = unionAll(openings, downloads, verificationOpenings, keptVerificationReads).as('staff_views');
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(all);
  const items = await db
    .select()
    .from(all)
    .orderBy(sql`${all.at} desc`)
    .limit(first)
    .offset(skip);
  return { count: counted?.count ?? 0, items };
}

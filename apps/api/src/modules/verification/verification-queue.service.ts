import type { VerificationRequestState } from '@rentals/domain/verification/enums';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileDownloads, fileObjects } from '../../db/schema/files';
import { listings, listingLocations } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import {
  verificationDocuments,
  verificationDocumentViews,
  verificationRequests,
  type VerificationRequestRow,
} from '../../db/schema/verification';
import { pageOf, type Paging } from '../../db/sql-helpers';

/* The staff queue (users view) and what its detail shows beside the documents. */

/** A page of requests in one state (waiting ones oldest first, decided ones latest first), with the count. */
export async function findVerificationQueue(
  db: Db,
  state: VerificationRequestState,
  paging: Paging,
): Promise<{ items: VerificationRequestRow[]; count: number }> {
  const { first, skip } = pageOf(paging);
  const where = eq(verificationRequests.state, state);
  const order =
    state === 'SUBMITTED' ? asc(verificationRequests.submittedAt) : desc(verificationRequests.decidedAt);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(verificationRequests)
      .where(where)
      .orderBy(order, asc(verificationRequests.id))
      .limit(first)
      .offset(skip),
    db.select({ n: count() }).from(verificationRequests).where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** The posters' accounts as staff compare them with the documents, by id. */
export async function findPosters(db: Db, userIds: string[]) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      legalName: users.legalName,
      phone: users.phone,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
}

export type Poster = Awaited<ReturnType<typeof findPosters>> extends Map<string, infer P> ? P : never;

/** The poster's listings (title, role given in the wizard, address), newest first. */
export function findPosterListings(db: Db, userId: string) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      role: listings.role,
      address: listingLocations.address,
      isHidden: listings.isHidden,
    })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(eq(listings.ownerId, userId))
    .orderBy(desc(listings.createdAt))
    .limit(20);
}

/** A request's document files still stored, with what the viewer needs to show them. */
export function findDocumentFiles(db: Db, requestId: string) {
  return db
    .select({
      kind: verificationDocuments.kind,
      id: fileObjects.id,
      filename: fileObjects.filename,
      mimeType: fileObjects.mimeType,
      size: fileObjects.size,
    })
    .from(verificationDocuments)
    .innerJoin(fileObjects, eq(fileObjects.id, verificationDocuments.fileId))
    .where(eq(verificationDocuments.requestId, requestId))
    .orderBy(asc(verificationDocuments.position));
}

/**
 * Who read a request's documents and when, oldest first: the reads of the files still stored
 * (file_downloads) and those kept after deletion (verification_document_views).
 */
export async function findDocumentViews(db: Db, requestId: string) {
  const live = db
    .select({
      kind: verificationDocuments.kind,
      viewerId: fileDownloads.userId,
      viewedAt: fileDownloads.downloadedAt,
    })
    .from(fileDownloads)
    .innerJoin(verificationDocuments, eq(verificationDocuments.fileId, fileDownloads.fileId))
    .where(and(eq(verificationDocuments.requestId, requestId), isNotNull(verificationDocuments.fileId)));
  const kept = db
    .select({
      kind: verificationDocumentViews.kind,
      viewerId: verificationDocumentViews.viewerId,
      viewedAt: verificationDocumentViews.viewedAt,
    })
    .from(verificationDocumentViews)
    .where(eq(verificationDocumentViews.requestId, requestId));
  const reads = [...(await live), ...(await kept)].sort(
    (a, b) => a.viewedAt.getTime() - b.viewedAt.getTime(),
  );
  const viewerIds = [...new Set(reads.flatMap((r) => (r.viewerId ? [r.viewerId] : [])))];
  const viewers = viewerIds.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          userType: users.userType,
        })
        .from(users)
        .where(inArray(users.id, viewerIds))
    : [];
  const byId = new Map(viewers.map((v) => [v.id, v]));
  return reads.map((r) => ({ ...r, viewer: r.viewerId ? (byId.get(r.viewerId) ?? null) : null }));
}

export type DocumentView = Awaited<ReturnType<typeof findDocumentViews>>[number];

import {
  emptyRentalApplicationDraft,
  type RentalApplicationDraft,
} from '@rentals/domain/rental-applications/draft';
import { mayRevokeShare, reusedApplication } from '@rentals/domain/rental-applications/shares';
import { isOpenApplicationStatus } from '@rentals/domain/rental-applications/statuses';
import type { Locale } from '@rentals/domain/users/enums';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import type { MessageRow } from '../../db/schema/messaging';
import {
  rentalApplicationDrafts,
  rentalApplicationFiles,
  rentalApplications,
} from '../../db/schema/rental-applications';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { announceMessage } from '../messaging/message.service';
import { deleteFileRowsWhere, deleteStoredObjects } from '../files/file-deletion.service';
import { findApplicationListing } from './application-listing';
import { findRecord, lockApplication, recordQuery, type ApplicationRecord } from './application-records';
import { transitionApplication } from './application-status.service';
import { submitApplication } from './create-rental.service';

/*
 * The renter passport (issue 18, domain shares.ts): the applicant's newest submitted application,
 * re-used for another listing in one step, each application being that landlord's share; revoking
 * a share; deleting the passport. Downloading it is passport-export.ts.
 */

/** The caller's passport: their newest application whose answers they have not deleted, or null. */
export async function myRentalPassport(db: Db, viewer: Viewer): Promise<ApplicationRecord | null> {
  const [newest] = await recordQuery(db)
    .where(and(eq(rentalApplications.applicantId, viewer.id), isNull(rentalApplications.erasedAt)))
    .orderBy(desc(rentalApplications.submittedAt), desc(rentalApplications.id))
    .limit(1);
  return newest ?? null;
}

export interface PassportReuse {
  /** The application whose answers, documents, SIN and signature are re-used. */
  sourceId: string;
  /** The offer page as the renter reviewed it, naming the listing and unit. */
  offer: RentalApplicationDraft['offer'];
  clientId: string | null;
  creditCheckConsent: boolean;
}

/** Applies to another listing with a passport; answers the new application's id. */
export async function reuseRentalPassport(
  deps: AppDeps,
  viewer: Viewer,
  input: PassportReuse,
  locale: Locale,
): Promise<string> {
  const source = await findRecord(deps.db, input.sourceId);
  // Someone else's application, or answers deleted: nothing to re-use, and nothing to probe.
  if (!source || source.applicantId !== viewer.id || source.erasedAt)
    throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
  const target = await findApplicationListing(deps.db, input.offer.listingId, input.offer.unitId);
  const draft = reusedApplication(source.data, input.offer, {
    listingId: input.offer.listingId,
    unitId: input.offer.unitId,
    address: target?.address ?? input.offer.rentalPropertyAddress,
  });
  return submitApplication(
    deps,
    viewer,
    {
      draft,
      clientId: input.clientId,
      creditCheckConsent: input.creditCheckConsent,
      sealedSin: source.sinEncrypted,
      clearsDraft: false,
    },
    locale,
  );
}

/**
 * The applicant revokes a landlord's share: the landlord loses the details, SIN and documents at
 * once; an application still waiting for a decision is withdrawn with it (the landlord is told, as
 * for a withdrawal). RENTAL_PASSPORT_SHARE_UNAVAILABLE when the share has already ended.
 */
export async function revokeShare(deps: AppDeps, viewer: Viewer, id: string): Promise<void> {
  const now = new Date();
  const message = await deps.db.transaction(async (tx: Db) => {
    const row = await lockApplication(tx, id);
    if (!row || row.applicantId !== viewer.id) throw new AppError('RENTAL_APPLICATION_NOT_FOUND');
    if (!mayRevokeShare({ ...row, revokedAt: row.shareRevokedAt }, now))
      throw new AppError('RENTAL_PASSPORT_SHARE_UNAVAILABLE');
    await tx
      .update(rentalApplications)
      .set({ shareRevokedAt: now, updatedAt: now })
      .where(eq(rentalApplications.id, id));
    return isOpenApplicationStatus(row.status)
      ? transitionApplication(tx, row, 'WITHDRAW', 'APPLICANT', viewer.id, now)
      : null;
  });
  if (message) await announceMessage(deps, message);
}

/**
 * Deletes the caller's passport: every application's answers, SIN and documents (and any
 * application document uploaded for a draft), and the draft saved to the account; open
 * applications are withdrawn. Landlords keep each application's status history and nothing else.
 * Answers how many applications were erased.
 */
export async function deleteRentalPassport(deps: AppDeps, viewer: Viewer): Promise<number> {
  const now = new Date();
  const { erased, messages, storedKeys } = await deps.db.transaction(async (tx: Db) => {
    const { erased, messages } = await eraseApplicantApplications(tx, viewer.id, now);
    const storedKeys = (
      await deleteFileRowsWhere(
        tx,
        and(eq(fileObjects.ownerId, viewer.id), eq(fileObjects.pathType, 'RENTAL_APP'))!,
      )
    ).flat();
    await tx.delete(rentalApplicationDrafts).where(eq(rentalApplicationDrafts.userId, viewer.id));
    return { erased, messages, storedKeys };
  });
  await deleteStoredObjects(deps, storedKeys);
  for (const message of messages) await announceMessage(deps, message);
  return erased;
}

/**
 * In the caller's transaction: withdraws the applicant's open applications and erases the answers
 * and SIN of all of them, unlinking their files (the caller deletes the files). Used when the
 * renter deletes their passport and when their account is deleted. Answers how many were erased
 * and the withdrawal messages to announce once committed.
 */
export async function eraseApplicantApplications(
  tx: Db,
  applicantId: string,
  now: Date,
): Promise<{ erased: number; messages: MessageRow[] }> {
  const rows = await tx
    .select()
    .from(rentalApplications)
    .where(and(eq(rentalApplications.applicantId, applicantId), isNull(rentalApplications.erasedAt)))
    .orderBy(rentalApplications.id)
    .for('update');
  const messages: MessageRow[] = [];
  for (const row of rows)
    if (isOpenApplicationStatus(row.status))
      messages.push(await transitionApplication(tx, row, 'WITHDRAW', 'APPLICANT', applicantId, now));
  const ids = rows.map((r) => r.id);
  if (ids.length)
    await tx.delete(rentalApplicationFiles).where(inArray(rentalApplicationFiles.applicationId, ids));
  for (const row of rows)
    await tx
      .update(rentalApplications)
      .set({
        data: erasedAnswers(row.listingId, row.unitId, now),
        sinEncrypted: null,
        erasedAt: now,
        shareRevokedAt: row.shareRevokedAt ?? now,
        updatedAt: now,
      })
      .where(eq(rentalApplications.id, row.id));
  return { erased: rows.length, messages };
}

/** What an erased application keeps of its answers: only which listing and unit it was for. */
function erasedAnswers(listingId: string, unitId: string | null, now: Date): RentalApplicationDraft {
  const empty = emptyRentalApplicationDraft(now);
  return { ...empty, offer: { ...empty.offer, listingId, unitId: unitId ?? '' } };
}

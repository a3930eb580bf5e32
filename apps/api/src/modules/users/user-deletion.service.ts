import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { THUMBNAIL_PATH_TYPES } from '@rentals/domain/files/enums';
import { mayDeleteUser } from '@rentals/domain/users/rules';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { listings, pictures } from '../../db/schema/listings';
import { users, type UserRow } from '../../db/schema/users';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { deleteFileRows, deleteStoredObjects } from '../files/file-deletion.service';
import { eraseApplicantApplications } from '../rental-applications/passport.service';
import { cancelListingsViewings, cancelRenterViewings } from '../viewings/viewing-cancellation';
import { announceAll } from '../viewings/viewing-messages';

/*
 * Deleting a user (deleteUser by staff, or the owner's own request after its grace period, see
 * modules/data-rights) never leaves orphan data, and everything happens in one transaction:
 *
 * - Their listings are transferred to the heir (the staff member who deletes them, or the oldest
 *   admin for an owner's request) and hidden (isHidden), so nothing shows publicly as someone
 *   else's; staff then edit, reassign or delete them.
 * - Files attached to any listing (pictures, floor plans, ownership and identity proofs and the
 *   drawn signature of a listing) and content thumbnails (site content, not personal) are kept and transferred to the
 *   same staff member. Every other file they uploaded (avatar, unattached uploads, identity
 *   documents) is deleted; its bytes go after commit.
 * - Sessions, password-reset links, staff permissions and search history go with the account
 *   (foreign keys ON DELETE CASCADE). Audit entries they wrote keep their e-mail (actor_id set null).
 * - An audit entry 'user.delete' keeps their e-mail, name, type and the counts.
 *
 * - Conversations stay with the other party (foreign keys in db/schema/messaging.ts): the user's
 *   messages lose their sender ('Deleted user'), their participant rows go, and their message
 *   attachments go with their other uploads above (modules/messaging/account-deletion.test.ts).
 * - Their upcoming viewings as a renter are cancelled, and so are the upcoming viewings of the
 *   listings transferred and hidden; each posts its notice in the conversation the other party
 *   keeps, announced once committed (modules/viewings/viewings-account-deletion.test.ts).
 *
 * - Their rental applications are erased as when they delete their renter passport (answers, SIN
 *   and documents go, open ones are withdrawn with a notice to the landlord) and kept, unlinked
 *   from the account, so each landlord keeps the status history (passport.service.ts).
 */

async function lockUser(tx: Db, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AppError('USER_NOT_FOUND');
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/** Ids of the files a listing uses: its pictures and floor plans, its proofs and drawn signature. */
async function listingFileIds(tx: Db, fileIds: readonly string[]): Promise<Set<string>> {
  if (!fileIds.length) return new Set();
  const ids = [...fileIds];
  const [usedByPictures, usedAsProof] = await Promise.all([
    tx.select({ id: pictures.fileId }).from(pictures).where(inArray(pictures.fileId, ids)),
    tx
      .select({
        govt: listings.govtProofFileId,
        ownership: listings.ownershipProofFileId,
        signature: listings.signatureFileId,
      })
      .from(listings)
      .where(
        or(
          inArray(listings.govtProofFileId, ids),
          inArray(listings.ownershipProofFileId, ids),
          inArray(listings.signatureFileId, ids),
        ),
      ),
  ]);
  return new Set([
    ...usedByPictures.map((r) => r.id),
    ...usedAsProof.flatMap((r) => [r.govt, r.ownership, r.signature]).filter((id): id is string => !!id),
  ]);
}

/** Who deletes an account: the staff member, or the product carrying out the owner's own request. */
export interface AccountDeletionActor {
  /** Null for the product (the owner's request); the audit entry then names `email` as the process. */
  id: string | null;
  email: string;
}

/** How one deletion goes: who deletes, who receives the listings and kept files, and its checks. */
export interface AccountDeletion {
  actor: AccountDeletionActor;
  /** The staff account that receives the user's listings (hidden) and the files they use. */
  heir: { id: string; email: string };
  /** Runs on the locked account, inside the transaction, before anything changes; throws to refuse. */
  check: (tx: Db, target: UserRow) => Promise<void>;
}

/**
 * Deletes an account as described above, whoever asked: staff (deleteUserByStaff) or the owner
 * after their grace period (modules/data-rights). Everything is one transaction, so a failure
 * anywhere leaves the account whole; stored bytes and notices go once it commits.
 */
export async function deleteAccount(deps: AppDeps, id: string, how: AccountDeletion): Promise<string> {
  const { actor, heir } = how;
  const { keys, notices } = await deps.db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    await how.check(tx, target);

    const transferred = await tx
      .update(listings)
      .set({ ownerId: heir.id, isHidden: true, updatedById: heir.id, updatedAt: new Date() })
      .where(eq(listings.ownerId, target.id))
      .returning({ id: listings.id });
    const applications = await eraseApplicantApplications(tx, target.id, new Date());
    const notices = [
      ...(await cancelRenterViewings(tx, target.id)),
      ...(await cancelListingsViewings(
        tx,
        transferred.map((l) => l.id),
      )),
      ...applications.messages,
    ];

    const uploaded = await tx
      .select({ id: fileObjects.id })
      .from(fileObjects)
      .where(
        and(eq(fileObjects.ownerId, target.id), notInArray(fileObjects.pathType, [...THUMBNAIL_PATH_TYPES])),
      );
    const kept = await listingFileIds(
      tx,
      uploaded.map((f) => f.id),
    );
    await tx
      .update(fileObjects)
      .set({ ownerId: heir.id })
      .where(
        and(
          eq(fileObjects.ownerId, target.id),
          or(
            inArray(fileObjects.pathType, [...THUMBNAIL_PATH_TYPES]),
            kept.size ? inArray(fileObjects.id, [...kept]) : undefined,
          ),
        ),
      );
    const removed = uploaded.map((f) => f.id).filter((fileId) => !kept.has(fileId));
    const storedKeys = await deleteFileRows(tx, removed);

    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'USER',
      entityId: target.id,
      before: {
        email: target.email,
        firstName: target.firstName,
        lastName: target.lastName,
        userType: target.userType,
      },
      after: {
        listingsTransferred: transferred.length,
        listingsTransferredTo: heir.email,
        filesKept: kept.size,
        filesRemoved: removed.length,
        viewingsCancelled: notices.length - applications.messages.length,
        applicationsErased: applications.erased,
      },
    });
    await tx.delete(users).where(eq(users.id, target.id));
    return { keys: storedKeys, notices };
  });
  await deleteStoredObjects(deps, keys);
  await announceAll(deps, notices);
  return id;
}

/**
 * Deletes an account (staff with the users delete flag; never their own; staff accounts only by an
 * admin). Answers the deleted id.
 */
export function deleteUserByStaff(deps: AppDeps, viewer: Viewer, id: string): Promise<string> {
  return deleteAccount(deps, id, {
    actor: viewer,
    heir: viewer,
    check: async (_tx, target) => {
      if (target.id === viewer.id) throw new AppError('CANNOT_DELETE_SELF');
      if (!mayDeleteUser(viewer, target)) throw new AppError('NO_ACCESS');
    },
  });
}

import { SAVED_REPLIES_MAX } from '@rentals/domain/messaging/limits';
import type { SavedReplyInput } from '@rentals/domain/messaging/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { savedReplies } from '../../db/schema/messaging';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/*
 * A listing owner's saved replies (issue 16): short texts they insert when answering renters. Kept
 * by landlords, and by anyone else who owns a listing (staff owning listings receive conversations
 * too); at most SAVED_REPLIES_MAX each, of SAVED_REPLY_MAX_LENGTH characters (savedReplySchema).
 */

export type SavedReplyView = typeof savedReplies.$inferSelect;

/** Landlords, and any other user who owns a listing; NO_ACCESS otherwise. */
async function requireListingOwner(db: Db, viewer: Viewer): Promise<void> {
  if (viewer.userType === 'LANDLORD') return;
  const [owned] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.ownerId, viewer.id))
    .limit(1);
  if (!owned) throw new AppError('NO_ACCESS');
}

/** savedReplies: the caller's, oldest first (the order they were written in). */
export async function listSavedReplies(db: Db, viewer: Viewer): Promise<SavedReplyView[]> {
  await requireListingOwner(db, viewer);
  return db
    .select()
    .from(savedReplies)
    .where(eq(savedReplies.ownerId, viewer.id))
    .orderBy(asc(savedReplies.createdAt), asc(savedReplies.id));
}

/**
 * createSavedReply: adds one, or SAVED_REPLIES_FULL when the caller has SAVED_REPLIES_MAX already.
 * A lock on the owner for the transaction keeps two requests at once from both taking the last place.
 */
export async function createSavedReply(
  db: Db,
  viewer: Viewer,
  input: SavedReplyInput,
): Promise<SavedReplyView> {
  await requireListingOwner(db, viewer);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-replies:${viewer.id}`}))`);
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedReplies)
      .where(eq(savedReplies.ownerId, viewer.id));
    if ((held?.count ?? 0) >= SAVED_REPLIES_MAX)
      throw new AppError('SAVED_REPLIES_FULL', { max: SAVED_REPLIES_MAX });
    const [reply] = await tx
      .insert(savedReplies)
      .values({ ownerId: viewer.id, title: input.title, text: input.text })
      .returning();
    return reply!;
  });
}

/** updateSavedReply: rewrites the caller's own; another's, or an unknown id, is SAVED_REPLY_NOT_FOUND. */
export async function updateSavedReply(
  db: Db,
  viewer: Viewer,
  id: string,
  input: SavedReplyInput,
): Promise<SavedReplyView> {
  await requireListingOwner(db, viewer);
  const [reply] = await db
    .update(savedReplies)
    .set({ title: input.title, text: input.text })
    .where(and(eq(savedReplies.id, id), eq(savedReplies.ownerId, viewer.id)))
    .returning();
  if (!reply) throw new AppError('SAVED_REPLY_NOT_FOUND');
  return reply;
}

/** deleteSavedReply: the caller's own only; another's, or an unknown id, is SAVED_REPLY_NOT_FOUND. */
export async function deleteSavedReply(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  await requireListingOwner(db, viewer);
  const deleted = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.id, id), eq(savedReplies.ownerId, viewer.id)))
    .returning({ id: savedReplies.id });
  if (!deleted.length) throw new AppError('SAVED_REPLY_NOT_FOUND');
  return true;
}

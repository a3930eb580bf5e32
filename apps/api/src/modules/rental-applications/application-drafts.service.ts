import {
  parseStoredRentalApplicationDraft,
  rentalApplicationDraftSchema,
} from '@rentals/domain/rental-applications/draft';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentalApplicationDrafts } from '../../db/schema/rental-applications';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';

/*
 * The draft saved to a signed-in renter's account, so it follows them to another device: one per
 * user, checked with the draft schema (types and lengths only: a half-filled form is a draft).
 * The SIN is never kept on the server in a draft: it is blanked before saving, and the wizard keeps
 * it in the browser only.
 */

/**
 * The largest draft kept, as JSON text: a signature (at most 1 MB of text) with the form around
 * it. The request body limit refuses larger bodies first; this bounds what a row holds.
 */
export const DRAFT_MAX_CHARS = 1_100_000;

export interface DraftView {
  draft: unknown;
  updatedAt: Date;
}

/** The viewer's draft read back safely (fields that no longer fit take their defaults), or null. */
export async function findDraft(db: Db, viewer: Viewer, now = new Date()): Promise<DraftView | null> {
  const [row] = await db
    .select()
    .from(rentalApplicationDrafts)
    .where(eq(rentalApplicationDrafts.userId, viewer.id));
  if (!row) return null;
  return { draft: parseStoredRentalApplicationDraft(row.data, now), updatedAt: row.updatedAt };
}

/** Saves the viewer's draft in place of the previous one, its SIN blanked. */
export async function saveDraft(db: Db, viewer: Viewer, input: unknown): Promise<DraftView> {
  if (JSON.stringify(input ?? null).length > DRAFT_MAX_CHARS)
    throw new AppError('RENTAL_APPLICATION_DRAFT_TOO_LARGE');
  const parsed = parseInput(rentalApplicationDraftSchema, input);
  const data = { ...parsed, documents: { ...parsed.documents, sin: '' } };
  const now = new Date();
  await db
    .insert(rentalApplicationDrafts)
    .values({ userId: viewer.id, data, updatedAt: now })
    .onConflictDoUpdate({ target: rentalApplicationDrafts.userId, set: { data, updatedAt: now } });
  return { draft: data, updatedAt: now };
}

/** Deletes the viewer's draft (after a submit, or when they start over); answers whether there was one. */
export async function deleteDraft(db: Db, viewer: Viewer): Promise<boolean> {
  const deleted = await db
    .delete(rentalApplicationDrafts)
    .where(eq(rentalApplicationDrafts.userId, viewer.id))
    .returning({ userId: rentalApplicationDrafts.userId });
  return deleted.length > 0;
}

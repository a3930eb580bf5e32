import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { LegalKind } from '@rentals/domain/legal/enums';
import { currentVersion, nextVersionNumber, termsToAccept } from '@rentals/domain/legal/rules';
import type { UpdateLegalDraftInput } from '@rentals/domain/legal/schemas';
import type { Db } from '../../db/client';
import { isUniqueViolation, UUID } from '../../db/sql-helpers';
import { legalAcceptances, legalDocuments, type LegalDocumentRow } from '../../db/schema/legal';
import { AppError } from '../../graphql/errors';
import { richTextForStorage } from '../rich-text/rich-text';

/*
 * Versioned terms of use and privacy policy. Admins write a draft and publish it; a published
 * version is never changed again (users accepted what it says). Acceptance rows are kept for
 * every version a user accepted, so the history stays auditable when a new version comes.
 */

/** The newest published version of a kind, or null when none is published. */
export async function findCurrentDocument(db: Db, kind: LegalKind): Promise<LegalDocumentRow | null> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), isNotNull(legalDocuments.publishedAt)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row ?? null;
}

/** A published version of a kind (a reader's /terms?version=N), or the current one without a number. */
export async function findPublishedDocument(
  db: Db,
  kind: LegalKind,
  version?: number | null,
): Promise<LegalDocumentRow> {
  if (version == null) {
    const current = await findCurrentDocument(db, kind);
    if (!current) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
    return current;
  }
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.kind, kind),
        eq(legalDocuments.version, version),
        isNotNull(legalDocuments.publishedAt),
      ),
    );
  if (!row) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
  return row;
}

/** The published versions of a kind, newest first. */
export async function publishedVersions(db: Db, kind: LegalKind): Promise<LegalDocumentRow[]> {
  return db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), isNotNull(legalDocuments.publishedAt)))
    .orderBy(desc(legalDocuments.version));
}

/** Every version of both documents, drafts included, for admins: by kind, newest first. */
export async function allDocuments(db: Db): Promise<LegalDocumentRow[]> {
  return db.select().from(legalDocuments).orderBy(legalDocuments.kind, desc(legalDocuments.version));
}

async function findDraft(tx: Db, id: string): Promise<LegalDocumentRow> {
  if (!UUID.test(id)) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
  const [row] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
  if (!row) throw new AppError('LEGAL_DOCUMENT_NOT_FOUND');
  if (row.publishedAt) throw new AppError('LEGAL_DOCUMENT_PUBLISHED');
  return row;
}

/**
 * A new draft of a kind, copied from its newest version (published or not) with the next number.
 * One draft per kind at a time, so two admins do not write competing next versions.
 */
export async function createDraft(db: Db, kind: LegalKind, userId: string): Promise<LegalDocumentRow> {
  try {
    return await insertDraft(db, kind, userId);
  } catch (error) {
    // Two admins at once: the unique (kind, version) index lets one draft through.
    if (isUniqueViolation(error)) throw new AppError('LEGAL_DRAFT_EXISTS');
    throw error;
  }
}

async function insertDraft(db: Db, kind: LegalKind, userId: string): Promise<LegalDocumentRow> {
  return db.transaction(async (tx) => {
    const versions = await tx.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
    if (versions.some((v) => v.publishedAt === null)) throw new AppError('LEGAL_DRAFT_EXISTS');
    const source = currentVersion(versions, kind);
    const empty = { type: 'doc', content: [] };
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        kind,
        version: nextVersionNumber(versions, kind),
        effectiveOn: source?.effectiveOn ?? new Date().toISOString().slice(0, 10),
        bodyJsonEn: source?.bodyJsonEn ?? empty,
        bodyHtmlEn: source?.bodyHtmlEn ?? '',
        bodyJsonFr: source?.bodyJsonFr ?? empty,
        bodyHtmlFr: source?.bodyHtmlFr ?? '',
        // The summary says what changed in this version: it starts empty.
        summaryEn: '',
        summaryFr: '',
        createdBy: userId,
      })
      .returning();
    return row!;
  });
}

/** Changes a draft; bodies go through the rich-text sanitizer. A published version is refused. */
export async function updateDraft(
  db: Db,
  id: string,
  input: UpdateLegalDraftInput,
): Promise<LegalDocumentRow> {
  return db.transaction(async (tx) => {
    await findDraft(tx, id);
    const set: Partial<typeof legalDocuments.$inferInsert> = {};
    if (input.effectiveOn) set.effectiveOn = input.effectiveOn;
    if (input.summaryEn != null) set.summaryEn = input.summaryEn;
    if (input.summaryFr != null) set.summaryFr = input.summaryFr;
    if (input.bodyEn !== undefined) {
      const body = richTextForStorage(input.bodyEn);
      set.bodyJsonEn = body.json as unknown as Record<string, unknown>;
      set.bodyHtmlEn = body.html;
    }
    if (input.bodyFr !== undefined) {
      const body = richTextForStorage(input.bodyFr);
      set.bodyJsonFr = body.json as unknown as Record<string, unknown>;
      set.bodyHtmlFr = body.html;
    }
    const [row] = await tx
      .update(legalDocuments)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(legalDocuments.id, id))
      .returning();
    return row!;
  });
}

/**
 * Publishes a draft: both bodies must have words (RICH_TEXT_EMPTY otherwise). For TERMS, every user
 * is asked to accept it at their next page load, as their acceptance of it is missing.
 */
export async function publishDraft(db: Db, id: string): Promise<LegalDocumentRow> {
  return db.transaction(async (tx) => {
    const draft = await findDraft(tx, id);
    richTextForStorage(draft.bodyJsonEn, { requireText: true });
    richTextForStorage(draft.bodyJsonFr, { requireText: true });
    const [row] = await tx
      .update(legalDocuments)
      .set({ publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(legalDocuments.id, id))
      .returning();
    return row!;
  });
}

/** Deletes a draft; published versions stay (acceptances point at them). */
export async function deleteDraft(db: Db, id: string): Promise<true> {
  await db.transaction(async (tx) => {
    await findDraft(tx, id);
    await tx.delete(legalDocuments).where(and(eq(legalDocuments.id, id), isNull(legalDocuments.publishedAt)));
  });
  return true;
}

/** The terms version the user still has to accept, or null. */
export async function findTermsToAccept(db: Db, userId: string): Promise<LegalDocumentRow | null> {
  const current = await findCurrentDocument(db, 'TERMS');
  if (!current) return null;
  const accepted = await db
    .select({ id: legalAcceptances.documentId })
    .from(legalAcceptances)
    .where(and(eq(legalAcceptances.userId, userId), eq(legalAcceptances.documentId, current.id)));
  return termsToAccept(
    [current],
    accepted.map((a) => a.id),
  );
}

/** Records that the user accepted this version (again: no second row). */
export async function recordAcceptance(db: Db, userId: string, documentId: string): Promise<void> {
  await db.insert(legalAcceptances).values({ userId, documentId }).onConflictDoNothing();
}

/**
 * The user accepts the terms they were shown: only the current version may be accepted (one
 * shown before a newer was published is refused, and the page asks for the newer one).
 */
export async function acceptTerms(db: Db, userId: string, documentId: string): Promise<true> {
  await db.transaction(async (tx) => {
    const current = await findCurrentDocument(tx, 'TERMS');
    if (!current || !UUID.test(documentId) || current.id !== documentId)
      throw new AppError('LEGAL_NOT_CURRENT_TERMS');
    await recordAcceptance(tx, userId, documentId);
  });
  return true;
}

/**
 * The terms a sign-up accepts by ticking the box: the current version, kept with the pending
 * sign-up (null when none is published) and recorded with the account once its link is used.
 */
export async function currentTermsAtSignUp(db: Db): Promise<string | null> {
  return (await findCurrentDocument(db, 'TERMS'))?.id ?? null;
}

/**
 * In the account's transaction when a sign-up is confirmed: the version ticked at sign-up is
 * accepted. A newer one published meanwhile is then asked for like for any account.
 */
export async function acceptTermsAtSignUp(tx: Db, userId: string, documentId: string | null): Promise<void> {
  if (documentId) await recordAcceptance(tx, userId, documentId);
}

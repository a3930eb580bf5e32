import { and, asc, count, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { audiencesFor, reviewCutoff, type RentalLawReader } from '@rentals/domain/rental-laws/rules';
import type { RentalLawFilter, RentalLawInput } from '@rentals/domain/rental-laws/schemas';
import { RENTAL_LAWS_PAGE_SIZE } from '@rentals/domain/rental-laws/schemas';
import type { Locale, Province } from '@rentals/domain/users/enums';
import { todayIso } from '@rentals/domain/dates';
import type { Db } from '../../db/client';
import { rentalLaws, type RentalLawRow } from '../../db/schema/rental-laws';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { richTextForStorage } from '../rich-text/rich-text';

/*
 * Rental law entries (spec/01 §3 Rental law). Staff of the articles module write them (the spec
 * has no module of their own); visitors read the published ones of a province for their side of
 * the lease. Bodies go through richTextForStorage, so only sanitized HTML is ever stored.
 */

const t = rentalLaws;

/** The staff list's conditions; `today` decides which entries need review. */
export function rentalLawWhere(filter: RentalLawFilter, today = todayIso()): SQL | undefined {
  return and(
    filter.province ? eq(t.province, filter.province) : undefined,
    filter.audience ? eq(t.audience, filter.audience) : undefined,
    filter.topic ? eq(t.topic, filter.topic) : undefined,
    filter.locale ? eq(t.locale, filter.locale) : undefined,
    filter.published == null ? undefined : eq(t.isPublished, filter.published),
    filter.needsReview == null
      ? undefined
      : filter.needsReview
        ? lt(t.lastReviewedOn, reviewCutoff(today))
        : sql`${t.lastReviewedOn} >= ${reviewCutoff(today)}`,
  );
}

/** A page of entries under the filters, by province, language, place and title. */
export function findRentalLaws(db: Db, filter: RentalLawFilter, paging: Paging): Promise<RentalLawRow[]> {
  const { first, skip } = pageOf(paging, RENTAL_LAWS_PAGE_SIZE);
  if (!first) return Promise.resolve([]);
  return db
    .select()
    .from(t)
    .where(rentalLawWhere(filter))
    .orderBy(asc(t.province), asc(t.locale), asc(t.position), asc(t.title), asc(t.id))
    .limit(first)
    .offset(skip);
}

export async function countRentalLaws(db: Db, filter: RentalLawFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(rentalLawWhere(filter));
  return row!.n;
}

/** How many entries, published or not, were last reviewed more than a year ago. */
export function countRentalLawsNeedingReview(db: Db): Promise<number> {
  return countRentalLaws(db, { needsReview: true });
}

/** One entry for staff, published or not. RENTAL_LAW_NOT_FOUND. */
export async function getRentalLaw(db: Db, id: string): Promise<RentalLawRow> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return row;
}

/** The stored columns of an entry as staff wrote it; a published entry needs words in its body. */
function rentalLawValues(input: RentalLawInput, updatedBy: string) {
  const body = richTextForStorage(input.body, { requireText: input.isPublished });
  return {
    title: input.title,
    description: input.description,
    province: input.province,
    audience: input.audience,
    topic: input.topic,
    locale: input.locale,
    bodyJson: body.json as unknown as Record<string, unknown>,
    bodyHtml: body.html,
    bodyText: body.text,
    sourceUrl: input.sourceUrl,
    sourceTitle: input.sourceTitle,
    lastReviewedOn: input.lastReviewedOn,
    position: input.position,
    isPublished: input.isPublished,
    updatedBy,
  };
}

export async function createRentalLaw(db: Db, input: RentalLawInput, staffId: string): Promise<RentalLawRow> {
  const [row] = await db.insert(t).values(rentalLawValues(input, staffId)).returning();
  return row!;
}

/** Replaces an entry's fields; its view and click counts stay. RENTAL_LAW_NOT_FOUND. */
export async function updateRentalLaw(
  db: Db,
  id: string,
  input: RentalLawInput,
  staffId: string,
): Promise<RentalLawRow> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const values = rentalLawValues(input, staffId);
  const [row] = await db.update(t).set(values).where(eq(t.id, id)).returning();
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return row;
}

export async function deleteRentalLaw(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [row] = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return true;
}

/**
 * Publishes or withdraws an entry. An entry without words cannot be published (RICH_TEXT_EMPTY),
 * as on create and update. RENTAL_LAW_NOT_FOUND.
 */
export async function setRentalLawPublished(
  db: Db,
  id: string,
  published: boolean,
  staffId: string,
): Promise<RentalLawRow> {
  const current = await getRentalLaw(db, id);
  if (published && current.bodyText.trim() === '') throw new AppError('RICH_TEXT_EMPTY');
  const [row] = await db
    .update(t)
    .set({ isPublished: published, updatedBy: staffId })
    .where(eq(t.id, id))
    .returning();
  return row!;
}

/** Marks an entry as checked against the law today. RENTAL_LAW_NOT_FOUND. */
export async function markRentalLawReviewed(db: Db, id: string, staffId: string): Promise<RentalLawRow> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [row] = await db
    .update(t)
    .set({ lastReviewedOn: todayIso(), updatedBy: staffId })
    .where(eq(t.id, id))
    .returning();
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return row;
}

/** The published entries of a province in one language for a reader: theirs and those for both, in staff's order. */
export function publicRentalLaws(
  db: Db,
  province: Province,
  reader: RentalLawReader,
  locale: Locale,
): Promise<RentalLawRow[]> {
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.province, province),
        eq(t.locale, locale),
        eq(t.isPublished, true),
        inArray(t.audience, audiencesFor(reader)),
      ),
    )
    .orderBy(asc(t.position), asc(t.title), asc(t.id));
}

/** A published entry, or RENTAL_LAW_NOT_FOUND (an unpublished one is not there for visitors). */
export async function publishedRentalLaw(db: Db, id: string): Promise<RentalLawRow> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.isPublished, true)));
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return row;
}

/** Counts one more click on a published entry's official source and answers the link to open. */
export async function openRentalLawSource(db: Db, id: string): Promise<string> {
  if (!UUID.test(id)) throw new AppError('RENTAL_LAW_NOT_FOUND');
  const [row] = await db
    .update(t)
    .set({ count: sql`${t.count} + 1`, updatedAt: sql`${t.updatedAt}` })
    .where(and(eq(t.id, id), eq(t.isPublished, true)))
    .returning({ sourceUrl: t.sourceUrl });
  if (!row) throw new AppError('RENTAL_LAW_NOT_FOUND');
  return row.sourceUrl;
}

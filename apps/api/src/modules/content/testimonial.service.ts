import { TESTIMONIAL_FIELD_LABELS } from '@rentals/domain/articles/field-labels';
import { testimonialInputSchema } from '@rentals/domain/articles/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials, type TestimonialRow } from '../../db/schema/content';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireContentImage } from '../articles/article-input';

/*
 * Testimonials as staff of the articles module manage them (spec/01 §3 Testimonial): the home page
 * shows the published ones of the visitor's language (testimonial.graphql.ts).
 */

async function checkedInput(db: Db, data: unknown) {
  const input = parseInput(testimonialInputSchema, data);
  if (input.imageUrl) await requireContentImage(db, input.imageUrl, TESTIMONIAL_FIELD_LABELS.imageUrl);
  return {
    fullName: input.fullName,
    keyword: input.keyword || null,
    quote: input.quote,
    imageUrl: input.imageUrl || null,
    locale: input.locale,
    isPublished: input.isPublished,
  };
}

/** Staff's list, newest first, in one language or both. */
export async function findTestimonials(
  db: Db,
  locale: Locale | null | undefined,
  paging: Paging,
): Promise<TestimonialRow[]> {
  const { first, skip } = pageOf(paging);
  if (first === 0) return [];
  return db
    .select()
    .from(testimonials)
    .where(locale ? eq(testimonials.locale, locale) : undefined)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(first)
    .offset(skip);
}

export async function countTestimonials(db: Db, locale: Locale | null | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testimonials)
    .where(locale ? eq(testimonials.locale, locale) : undefined);
  return row?.n ?? 0;
}

export async function createTestimonial(db: Db, data: unknown): Promise<TestimonialRow> {
  const values = await checkedInput(db, data);
  const [row] = await db.insert(testimonials).values(values).returning();
  return row!;
}

/** TESTIMONIAL_NOT_FOUND, VALIDATION_FAILED, ARTICLE_IMAGE_INVALID. */
export async function updateTestimonial(db: Db, id: string, data: unknown): Promise<TestimonialRow> {
  if (!UUID.test(id)) throw new AppError('TESTIMONIAL_NOT_FOUND');
  const values = await checkedInput(db, data);
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  if (!row) throw new AppError('TESTIMONIAL_NOT_FOUND');
  return row;
}

export async function setTestimonialPublished(
  db: Db,
  id: string,
  isPublished: boolean,
): Promise<TestimonialRow> {
  if (!UUID.test(id)) throw new AppError('TESTIMONIAL_NOT_FOUND');
  const [row] = await db.update(testimonials).set({ isPublished }).where(eq(testimonials.id, id)).returning();
  if (!row) throw new AppError('TESTIMONIAL_NOT_FOUND');
  return row;
}

export async function deleteTestimonial(db: Db, id: string): Promise<true> {
  if (!UUID.test(id)) throw new AppError('TESTIMONIAL_NOT_FOUND');
  const [row] = await db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (!row) throw new AppError('TESTIMONIAL_NOT_FOUND');
  return true;
}

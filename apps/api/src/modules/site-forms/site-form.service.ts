import type { SiteFormDefinition } from '@rentals/domain/site-forms/definition';
import { storedFields } from '@rentals/domain/site-forms/definition';
import { SITE_FORM_ROUTE_ALIASES, type SiteFormField } from '@rentals/domain/site-forms/fields';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation, pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { siteFormSubmissions, siteForms, type SiteFormRow } from '../../db/schema/site-forms';
import { AppError } from '../../graphql/errors';

/*
 * Staff-defined forms (issue 23, /admin-forms): their definitions and submissions. Submitting is
 * in site-form-submit.service.ts.
 */

export interface SiteFormView extends Omit<SiteFormRow, 'fields'> {
  fields: SiteFormField[];
  submissionCount: number;
}

export interface SubmissionRow {
  id: string;
  formId: string;
  answers: Record<string, unknown>;
  locale: 'en' | 'fr';
  userId: string | null;
  createdAt: Date;
}

// Written out: inside a select drizzle names a column without its table, which the subquery would read as its own.
const submissionCount = sql<number>`(select count(*)::int from ${siteFormSubmissions} s where s.form_id = ${sql.identifier('site_forms')}.id)`;

const viewOf = (row: { form: SiteFormRow; submissionCount: number }): SiteFormView => ({
  ...row.form,
  fields: storedFields(row.form.fields),
  submissionCount: Number(row.submissionCount),
});

/** Every form, by title, with how many submissions each has. */
export async function listSiteForms(db: Db): Promise<SiteFormView[]> {
  const rows = await db
    .select({ form: siteForms, submissionCount })
    .from(siteForms)
    .orderBy(siteForms.titleEn);
  return rows.map(viewOf);
}

/** One form by id, or SITE_FORM_NOT_FOUND. */
export async function getSiteForm(db: Db, id: string): Promise<SiteFormView> {
  const [row] = UUID.test(id)
    ? await db.select({ form: siteForms, submissionCount }).from(siteForms).where(eq(siteForms.id, id))
    : [];
  if (!row) throw new AppError('SITE_FORM_NOT_FOUND');
  return viewOf(row);
}

/**
 * A published form by slug or by the page it is served at (an alias page shows its target's
 * form), or SITE_FORM_NOT_FOUND.
 */
export async function publishedSiteForm(
  db: Db,
  by: { slug?: string | null; path?: string | null },
): Promise<SiteFormView> {
  const path = by.path ? (SITE_FORM_ROUTE_ALIASES[by.path] ?? by.path) : null;
  const where = by.slug
    ? eq(siteForms.slug, by.slug.toLowerCase())
    : path
      ? eq(siteForms.routePath, path)
      : null;
  const [row] = where
    ? await db
        .select({ form: siteForms, submissionCount: sql<number>`0` })
        .from(siteForms)
        .where(and(where, eq(siteForms.isPublished, true)))
    : [];
  if (!row) throw new AppError('SITE_FORM_NOT_FOUND');
  return viewOf(row);
}

/** The address and page a form takes must be its own: a coded error names which is taken. */
async function checkFree(db: Db, data: SiteFormDefinition, id: string | null) {
  const others = id ? ne(siteForms.id, id) : undefined;
  const [slug] = await db
    .select({ id: siteForms.id })
    .from(siteForms)
    .where(and(eq(siteForms.slug, data.slug), others));
  if (slug) throw new AppError('SITE_FORM_SLUG_TAKEN');
  if (data.routePath) {
    const [route] = await db
      .select({ id: siteForms.id })
      .from(siteForms)
      .where(and(eq(siteForms.routePath, data.routePath), others));
    if (route) throw new AppError('SITE_FORM_ROUTE_TAKEN');
  }
}

/** Creates (no id) or replaces a form's definition; a race on the unique indexes reads as taken. */
export async function saveSiteForm(
  db: Db,
  id: string | null,
  data: SiteFormDefinition,
): Promise<SiteFormView> {
  if (id !== null && !UUID.test(id)) throw new AppError('SITE_FORM_NOT_FOUND');
  try {
    const savedId = await db.transaction(async (tx) => {
      await checkFree(tx, data, id);
      const values = { ...data, routePath: data.routePath ?? null };
      if (id === null) {
        const [row] = await tx.insert(siteForms).values(values).returning({ id: siteForms.id });
        return row!.id;
      }
      const [row] = await tx
        .update(siteForms)
        .set(values)
        .where(eq(siteForms.id, id))
        .returning({ id: siteForms.id });
      if (!row) throw new AppError('SITE_FORM_NOT_FOUND');
      return row.id;
    });
    return getSiteForm(db, savedId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SITE_FORM_SLUG_TAKEN');
    throw error;
  }
}

/** Deletes a form and its submissions; false when there was none. */
export async function deleteSiteForm(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.delete(siteForms).where(eq(siteForms.id, id)).returning({ id: siteForms.id });
  return rows.length > 0;
}

/** A form's submissions, newest first, with their count. */
export async function listSubmissions(
  db: Db,
  formId: string,
  paging: Paging,
): Promise<{ items: SubmissionRow[]; count: number }> {
  await getSiteForm(db, formId);
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    selectSubmissions(db, formId, first, skip),
    db.select({ n: count() }).from(siteFormSubmissions).where(eq(siteFormSubmissions.formId, formId)),
  ]);
  return { items, count: Number(total?.n ?? 0) };
}

/** A batch of a form's submissions, newest first (the list and the export). */
export function selectSubmissions(
  db: Db,
  formId: string,
  first: number,
  skip: number,
): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(siteFormSubmissions)
    .where(eq(siteFormSubmissions.formId, formId))
    .orderBy(desc(siteFormSubmissions.createdAt), desc(siteFormSubmissions.id))
    .limit(first)
    .offset(skip);
}

/** Deletes one submission, or SITE_FORM_SUBMISSION_NOT_FOUND. */
export async function deleteSubmission(db: Db, id: string): Promise<boolean> {
  const rows = UUID.test(id)
    ? await db
        .delete(siteFormSubmissions)
        .where(eq(siteFormSubmissions.id, id))
        .returning({ id: siteFormSubmissions.id })
    : [];
  if (rows.length === 0) throw new AppError('SITE_FORM_SUBMISSION_NOT_FOUND');
  return true;
}

import type { HelpAudience } from '@rentals/domain/help-center/rules';
import { richTextFromMarkdown } from '@rentals/domain/rich-text/markdown';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { richTextForStorage } from '../rich-text/rich-text';

/*
 * Help-center rows for the reading, search, feedback and analytics tests, written as the staff
 * editor stores them (the body through the rich-text rules), without going through the editor's
 * mutations so these tests hold whatever the staff side looks like.
 */

let serial = 0;

export async function insertHelpCollection(
  db: Db,
  values: { titleEn?: string; audience?: HelpAudience } = {},
) {
  serial += 1;
  const [row] = await db
    .insert(helpCollections)
    .values({
      titleEn: values.titleEn ?? `Collection ${serial}`,
      titleFr: `Collection ${serial} (fr)`,
      audience: values.audience ?? 'EVERYONE',
      position: sql`(select coalesce(max(${helpCollections.position}) + 1, 0) from ${helpCollections})`,
    })
    .returning();
  return row!;
}

export interface HelpArticleFixture {
  title: string;
  /** Markdown. */
  text?: string;
  description?: string;
  collectionId?: string;
  locale?: 'en' | 'fr';
  province?: string | null;
  userType?: HelpAudience;
  published?: boolean;
  publishedAt?: Date | null;
  updatedAt?: Date;
}

/** A help article, published by default, in a new collection unless one is given. */
export async function insertHelpArticle(db: Db, values: HelpArticleFixture) {
  const collectionId = values.collectionId ?? (await insertHelpCollection(db)).id;
  const stored = richTextForStorage(richTextFromMarkdown(values.text ?? `About ${values.title}.`));
  const published = values.published ?? true;
  const [row] = await db
    .insert(helpArticles)
    .values({
      collectionId,
      title: values.title,
      description: values.description ?? '',
      bodyJson: stored.json as unknown as Record<string, unknown>,
      bodyHtml: stored.html,
      bodyText: stored.text,
      province: values.province ?? null,
      userType: values.userType ?? 'EVERYONE',
      position: sql`(select coalesce(max(${helpArticles.position}) + 1, 0) from ${helpArticles} where ${helpArticles.collectionId} = ${collectionId})`,
      isPublished: published,
      locale: values.locale ?? 'en',
      publishedAt: values.publishedAt !== undefined ? values.publishedAt : published ? new Date() : null,
      ...(values.updatedAt ? { updatedAt: values.updatedAt } : {}),
    })
    .returning();
  return row!;
}

/** The article as stored now. */
export async function readHelpArticle(db: Db, id: string) {
  const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  return row!;
}

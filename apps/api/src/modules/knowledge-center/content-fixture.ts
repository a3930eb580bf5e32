import { richTextFromMarkdown } from '@rentals/domain/rich-text/markdown';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { blogs } from '../../db/schema/blogs';
import { rentalLaws } from '../../db/schema/rental-laws';
import { richTextForStorage } from '../rich-text/rich-text';

/* Content rows for the knowledge center's tests, written as the content modules store them. */

let serial = 0;
const body = (markdown: string) => {
  const stored = richTextForStorage(richTextFromMarkdown(markdown));
  return {
    bodyJson: stored.json as unknown as Record<string, unknown>,
    bodyHtml: stored.html,
    bodyText: stored.text,
  };
};

export async function insertBlog(
  db: Db,
  values: {
    title: string;
    text: string;
    locale?: 'en' | 'fr';
    published?: boolean;
    publishAt?: Date;
    description?: string;
  },
) {
  serial += 1;
  const [row] = await db
    .insert(blogs)
    .values({
      title: values.title,
      slug: `post-${serial}-${Date.now()}`,
      description: values.description ?? '',
      ...body(values.text),
      locale: values.locale ?? 'en',
      isPublished: values.published ?? true,
      publishAt: values.publishAt ?? null,
      publishedAt: values.published === false ? null : new Date(Date.now() - serial * 60_000),
    })
    .returning();
  return row!;
}

export async function insertArticle(
  db: Db,
  values: {
    title: string;
    description?: string;
    type?: 'TRENDING' | 'ESTATE_SCOOP';
    status?: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
    locale?: 'en' | 'fr';
  },
) {
  const [row] = await db
    .insert(articles)
    .values({
      title: values.title,
      description: values.description ?? '',
      articleUrl: 'https://news.example.com/story',
      articleType: values.type ?? 'TRENDING',
      status: values.status ?? 'PUBLISHED',
      locale: values.locale ?? 'en',
    })
    .returning();
  return row!;
}

export async function insertLaw(
  db: Db,
  values: {
    title: string;
    text: string;
    province?: string;
    locale?: 'en' | 'fr';
    published?: boolean;
    lastReviewedOn?: string;
  },
) {
  const [row] = await db
    .insert(rentalLaws)
    .values({
      title: values.title,
      description: '',
      province: values.province ?? 'ON',
      audience: 'RENTER',
      topic: 'deposits',
      locale: values.locale ?? 'en',
      ...body(values.text),
      sourceUrl: 'https://www.ontario.ca/page/renting-ontario-your-rights',
      lastReviewedOn: values.lastReviewedOn ?? new Date().toISOString().slice(0, 10),
      isPublished: values.published ?? true,
    })
    .returning();
  return row!;
}

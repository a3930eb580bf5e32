import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { richTextFromMarkdown } from '@rentals/domain/rich-text/index';
import type { Db } from '../../db/client';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { richTextForStorage } from '../rich-text/rich-text';
import { markdownBlocks } from '../rental-laws/seed/index';
import { SEED_HELP_COLLECTIONS } from './seed/index';
import type { SeedHelpArticle, SeedHelpCollection } from './seed/seed-entry';

type CollectionRow = typeof helpCollections.$inferInsert;
type ArticleRow = Omit<typeof helpArticles.$inferInsert, 'collectionId'>;

/** An article's stored body, through the same path as what staff write, so shipped text meets the same rules. */
function storedBody(article: SeedHelpArticle) {
  const body = richTextForStorage(richTextFromMarkdown(markdownBlocks(article.markdown)), {
    requireText: true,
  });
  return {
    bodyJson: body.json as unknown as Record<string, unknown>,
    bodyHtml: body.html,
    bodyText: body.text,
  };
}

/**
 * A collection's article rows, both languages: the two versions of an article share a translation
 * group and sit next to each other (English 2i, French 2i+1), so positions stay dense and unique
 * within the collection and each language reads in its file's order.
 */
function articleRows(collection: SeedHelpCollection, publishedAt: Date): ArticleRow[] {
  if (collection.fr.articles.length !== collection.en.articles.length)
    throw new Error(
      `The help collection “${collection.en.title}” needs as many French articles as English ones.`,
    );
  return collection.en.articles.flatMap((en, i) => {
    const translationGroup = randomUUID();
    return [en, collection.fr.articles[i]!].map((article, language) => ({
      title: article.title,
      description: article.description,
      ...storedBody(article),
      province: null,
      userType: article.userType ?? collection.audience,
      position: 2 * i + language,
      isPublished: true,
      publishedAt,
      locale: language === 0 ? ('en' as const) : ('fr' as const),
      translationGroup,
      helpKey: article.helpKey ?? null,
    }));
  });
}

/** The rows the shipped collections make, in reading order, every article published. */
export function seedHelpCenterRows(
  publishedAt = new Date(),
): { collection: CollectionRow; articles: ArticleRow[] }[] {
  return SEED_HELP_COLLECTIONS.map((collection, position) => ({
    collection: {
      titleEn: collection.en.title,
      titleFr: collection.fr.title,
      descriptionEn: collection.en.description,
      descriptionFr: collection.fr.description,
      icon: collection.icon,
      audience: collection.audience,
      position,
    },
    articles: articleRows(collection, publishedAt),
  }));
}

/**
 * The shipped help center: what every installation starts with. Skipped when any collection or
 * article exists, so staff's edits, moves and deletions are never undone at the next start.
 */
export async function seedHelpCenter(db: Db): Promise<void> {
  const [collections] = await db.select({ n: count() }).from(helpCollections);
  const [articles] = await db.select({ n: count() }).from(helpArticles);
  if (collections!.n > 0 || articles!.n > 0) return;
  const rows = seedHelpCenterRows();
  // All or nothing: a start that fails halfway leaves an empty help center, seeded at the next start.
  await db.transaction(async (tx) => {
    for (const { collection, articles: items } of rows) {
      const [created] = await tx
        .insert(helpCollections)
        .values(collection)
        .returning({ id: helpCollections.id });
      await tx.insert(helpArticles).values(items.map((item) => ({ ...item, collectionId: created!.id })));
    }
  });
}

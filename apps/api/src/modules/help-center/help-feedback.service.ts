import { helpFeedbackSchema } from '@rentals/domain/help-center/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { helpArticleFeedback, helpArticles, type HelpArticleFeedbackRow } from '../../db/schema/help-center';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { visitorKey } from '../../graphql/visitor-key';

/*
 * 'Was this article helpful?' (issue 24): one answer per visitor and article, kept under a keyed
 * hash of the visitor (never the address). Answering again replaces the answer and moves the
 * article's yes/no counts with it, in the same transaction, so the counts always equal the rows.
 */

/** Who is reading: the signed-in account, or the address and browser of a visitor. */
type Who = Parameters<typeof visitorKey>[1];

/** The stored key of a visitor answering: an HMAC, so it cannot be turned back into an address. */
export const helpAnswerVisitorKey = (
  config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>,
  who: Who,
): string => visitorKey(config, who, 'help-answer');

/** The change to the article's counts of one answer's side. */
const countOf = (helpful: boolean, by: number) =>
  helpful
    ? { helpfulYes: sql`${helpArticles.helpfulYes} + ${by}` }
    : { helpfulNo: sql`${helpArticles.helpfulNo} + ${by}` };

/** Stores a visitor's answer about a published article (replacing theirs); the comment is kept on No only. */
export async function answerHelpArticle(
  db: Db,
  articleId: string,
  key: string,
  input: { helpful: boolean; comment?: string | null },
  locale: Locale,
  now = new Date(),
): Promise<boolean> {
  const answer = parseInput(helpFeedbackSchema, input);
  if (!UUID.test(articleId)) throw new AppError('HELP_ARTICLE_NOT_FOUND');
  const comment = answer.helpful ? null : answer.comment;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [article] = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(and(eq(helpArticles.id, articleId), eq(helpArticles.isPublished, true)));
    if (!article) throw new AppError('HELP_ARTICLE_NOT_FOUND');
    // A second answer arriving at once waits here for the first, then replaces it below.
    const inserted = await tx
      .insert(helpArticleFeedback)
      .values({
        articleId,
        visitorKey: key,
        helpful: answer.helpful,
        comment,
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [helpArticleFeedback.articleId, helpArticleFeedback.visitorKey] })
      .returning({ id: helpArticleFeedback.id });
    const moves: { helpful: boolean; by: number }[] = [];
    if (inserted.length) {
      moves.push({ helpful: answer.helpful, by: 1 });
    } else {
      const [before] = await tx
        .select({ helpful: helpArticleFeedback.helpful })
        .from(helpArticleFeedback)
        .where(and(eq(helpArticleFeedback.articleId, articleId), eq(helpArticleFeedback.visitorKey, key)))
        .for('update');
      // The replaced answer is a new one: it lists as given now.
      await tx
        .update(helpArticleFeedback)
        .set({ helpful: answer.helpful, comment, locale, createdAt: now, updatedAt: now })
        .where(and(eq(helpArticleFeedback.articleId, articleId), eq(helpArticleFeedback.visitorKey, key)));
      if (before && before.helpful !== answer.helpful)
        moves.push({ helpful: before.helpful, by: -1 }, { helpful: answer.helpful, by: 1 });
    }
    for (const move of moves) {
      await tx
        .update(helpArticles)
        // updatedAt is the staff's "last updated": an answer leaves it.
        .set({ ...countOf(move.helpful, move.by), updatedAt: sql`${helpArticles.updatedAt}` })
        .where(eq(helpArticles.id, articleId));
    }
    return true;
  });
}

export interface FeedbackFilter {
  articleId?: string | null;
  helpful?: boolean | null;
}

function feedbackWhere({ articleId, helpful }: FeedbackFilter): SQL | undefined {
  if (articleId != null && !UUID.test(articleId)) throw new AppError('HELP_ARTICLE_NOT_FOUND');
  return and(
    articleId != null ? eq(helpArticleFeedback.articleId, articleId) : undefined,
    helpful != null ? eq(helpArticleFeedback.helpful, helpful) : undefined,
  );
}

/** Answers, newest first; `take` defaults to 10 and stays at most 100. */
export async function findHelpFeedback(
  db: Db,
  filter: FeedbackFilter,
  paging: Paging,
): Promise<HelpArticleFeedbackRow[]> {
  const where = feedbackWhere(filter);
  const { first, skip } = pageOf(paging);
  if (!first) return [];
  return db
    .select()
    .from(helpArticleFeedback)
    .where(where)
    .orderBy(desc(helpArticleFeedback.createdAt), desc(helpArticleFeedback.id))
    .limit(first)
    .offset(skip);
}

/** How many answers findHelpFeedback has with the same filter. */
export async function countHelpFeedback(db: Db, filter: FeedbackFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(helpArticleFeedback).where(feedbackWhere(filter));
  return row?.n ?? 0;
}

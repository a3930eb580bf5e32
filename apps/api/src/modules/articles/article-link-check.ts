import { LINK_CHECK_INTERVAL_MS } from '@rentals/domain/articles/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';

/*
 * Each article has one keyed job, `article-link-check:<id>`: due at once when the article is saved
 * with a new address, and moved LINK_CHECK_INTERVAL_MS on after every check, so every link is
 * checked again periodically without a scan of the table. The job keeps no state of its own: it
 * records the answer on the article, where staff see it.
 */

export const ARTICLE_LINK_JOB = 'article-link-check';

export function enqueueLinkCheck(db: Db, articleId: string, at: Date): Promise<void> {
  return enqueueJob(db, {
    kind: ARTICLE_LINK_JOB,
    key: `${ARTICLE_LINK_JOB}:${articleId}`,
    payload: { articleId },
    runAt: at,
  });
}

/**
 * Requests the article's address and records the answer; answers the status, undefined when the
 * article is gone or checking is off. The address is read again after the request so that an edit
 * made meanwhile is not stamped with the old address's answer.
 */
export async function checkArticleLink(
  deps: Pick<AppDeps, 'db' | 'linkChecker'>,
  articleId: string,
  now: Date,
): Promise<number | null | undefined> {
  if (deps.linkChecker.kind === 'off') return undefined;
  const [row] = await deps.db
    .select({ url: articles.articleUrl })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return undefined;
  const { status } = await deps.linkChecker.check(row.url);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ url: articles.articleUrl })
      .from(articles)
      .where(eq(articles.id, articleId))
      .for('update');
    if (current?.url !== row.url) return;
    // Not an edit: the article keeps its 'updated' time in staff's list.
    await tx
      .update(articles)
      .set({ linkCheckedAt: now, linkStatus: status, updatedAt: sql`${articles.updatedAt}` })
      .where(eq(articles.id, articleId));
    await enqueueLinkCheck(tx, articleId, new Date(now.getTime() + LINK_CHECK_INTERVAL_MS));
  });
  return status;
}

registerJobHandler(ARTICLE_LINK_JOB, async (deps, payload, now) => {
  await checkArticleLink(deps, String(payload.articleId), now);
});

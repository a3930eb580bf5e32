import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpCollections, type HelpCollectionRow } from '../../db/schema/help-center';
import { UUID } from '../../db/sql-helpers';

/*
 * The dense order of collections (0..n-1) and of each collection's articles. The unique
 * constraints on positions are deferred to commit, so a writer may shift many rows in one
 * statement; what keeps two writers from computing the same free place is the lock each takes
 * first: the collections' order behind one transaction-level advisory lock, an article list
 * behind its collection's row (`for update`). Locks are always taken in that order (advisory,
 * then collection rows by id) so two writers never wait on each other in a circle.
 */

/** Serializes every change to the collections' order until the transaction ends. */
export async function lockCollectionOrder(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('help-collections'))`);
}

/**
 * Locks collection rows `for update` (ids sorted, so concurrent writers take them in one order);
 * answers those that exist. A malformed id is simply absent.
 */
export async function lockCollections(tx: Db, ids: readonly string[]): Promise<HelpCollectionRow[]> {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))].sort();
  if (!valid.length) return [];
  return tx
    .select()
    .from(helpCollections)
    .where(inArray(helpCollections.id, valid))
    .orderBy(helpCollections.id)
    .for('update');
}

/** The next free collection position (call under lockCollectionOrder). */
export async function nextCollectionPosition(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${helpCollections.position}) + 1, 0)::int` })
    .from(helpCollections);
  return Number(row?.next ?? 0);
}

/** The next free place in a collection (call with the collection locked). */
export async function nextArticlePosition(tx: Db, collectionId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${helpArticles.position}) + 1, 0)::int` })
    .from(helpArticles)
    .where(eq(helpArticles.collectionId, collectionId));
  return Number(row?.next ?? 0);
}

/**
 * Moves the collections after a removed one up by one place. `updated_at` is kept (the column's
 * $onUpdate would set it): a sibling moving up a place was not edited.
 */
export async function closeCollectionGap(tx: Db, removedPosition: number): Promise<void> {
  await tx
    .update(helpCollections)
    .set({ position: sql`${helpCollections.position} - 1`, updatedAt: sql`${helpCollections.updatedAt}` })
    .where(gt(helpCollections.position, removedPosition));
}

/**
 * Moves the articles after a removed one up by one place in their collection, keeping their
 * `updated_at`: readers' "last updated", staleness and the sitemap's lastmod are about the text.
 */
export async function closeArticleGap(tx: Db, collectionId: string, removedPosition: number): Promise<void> {
  await tx
    .update(helpArticles)
    .set({ position: sql`${helpArticles.position} - 1`, updatedAt: sql`${helpArticles.updatedAt}` })
    .where(and(eq(helpArticles.collectionId, collectionId), gt(helpArticles.position, removedPosition)));
}

/**
 * Gives rows of `table` the positions of their index in `ids`, in one UPDATE ... FROM (VALUES ...),
 * so no reader ever sees half an order. `updated_at` is left alone: an order is not an edit of
 * the text readers see as "last updated".
 */
export async function writePositions(
  tx: Db,
  table: 'help_collections' | 'help_articles',
  ids: readonly string[],
): Promise<void> {
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${sql.identifier(table)} as t set position = v.position
      from (values ${values}) as v(id, position) where t.id = v.id`,
  );
}

/** The ids of the collections, in order. */
export async function collectionIdsInOrder(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: helpCollections.id })
    .from(helpCollections)
    .orderBy(helpCollections.position);
  return rows.map((r) => r.id);
}

/** The ids of a collection's articles, in order. */
export async function articleIdsInOrder(tx: Db, collectionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.collectionId, collectionId))
    .orderBy(helpArticles.position);
  return rows.map((r) => r.id);
}

/** Appends every article of `from` at the end of `to`, keeping their order (both locked). */
export async function moveAllArticles(tx: Db, from: string, to: string): Promise<void> {
  const base = await nextArticlePosition(tx, to);
  await tx.execute(
    sql`update help_articles as a set collection_id = ${to}::uuid, position = ${base}::int + ranked.n
      from (select id, (row_number() over (order by position) - 1)::int as n
            from help_articles where collection_id = ${from}::uuid) as ranked
      where a.id = ranked.id`,
  );
}

import { TAG_NAME_MAX, TAGS_PER_ITEM_MAX, tagNamesOf } from '@rentals/domain/content-tags/rules';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleTags } from '../../db/schema/articles';
import { blogTags, contentTags } from '../../db/schema/blogs';
import { AppError } from '../../graphql/errors';
import { rowsOf } from '../../db/sql-helpers';

/*
 * Tags shared by blog posts and curated articles. A post or an article names its tags; those that
 * do not exist yet are created (staff "pick or create"), and every tag whose use changed has its
 * `mostUsed` recounted in the same transaction.
 */

/** The ids of the tags named, created when missing (case-insensitive match), in the order named. */
export async function tagIdsForNames(tx: Db, names: readonly string[]): Promise<string[]> {
  const checked = tagNamesOf(names);
  if (!checked.ok) {
    throw new AppError(
      checked.code,
      checked.code === 'TOO_MANY_TAGS' ? { max: TAGS_PER_ITEM_MAX } : { max: TAG_NAME_MAX },
    );
  }
  if (checked.names.length === 0) return [];
  // One statement, safe under concurrent creation of the same name: the unique lower(name) index.
  await tx
    .insert(contentTags)
    .values(checked.names.map((name) => ({ name })))
    .onConflictDoNothing();
  // Matched by the database's lower() on both sides, as the unique index compares them: case
  // rules differ from JavaScript's for some letters (a final Greek sigma).
  const rows = rowsOf<{ name: string; id: string }>(
    await tx.execute(sql`
      select wanted.name, ${contentTags.id} as id
      from unnest(${sql.raw('array[')}${sql.join(
        checked.names.map((name) => sql`${name}`),
        sql`, `,
      )}${sql.raw(']::text[]')}) as wanted(name)
      join ${contentTags} on lower(${contentTags.name}) = lower(wanted.name)`),
  );
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return checked.names.map((name) => byName.get(name)!);
}

/** Recounts `mostUsed` (posts plus articles carrying the tag) of the tags given. */
export async function recountTagUse(tx: Db, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await tx
    .update(contentTags)
    .set({
      mostUsed: sql`(select count(*) from ${blogTags} where ${blogTags.tagId} = ${contentTags.id})
        + (select count(*) from ${articleTags} where ${articleTags.tagId} = ${contentTags.id})`,
    })
    .where(inArray(contentTags.id, [...tagIds]));
}

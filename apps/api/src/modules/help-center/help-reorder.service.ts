import { checkReorder, type HelpReorderKind } from '@rentals/domain/help-center/rules';
import type { Db } from '../../db/client';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';
import {
  articleIdsInOrder,
  collectionIdsInOrder,
  lockCollectionOrder,
  lockCollections,
  writePositions,
} from './help-positions';

/*
 * reorderContent: the whole new order of the collections, or of one collection's articles, in one
 * call. The current ids are read under the lock every writer of that order takes, the proposal is
 * checked against them (packages/domain checkReorder: a list made from a stale page is a
 * conflict, never silently merged) and every position is written in one statement, so a refused
 * or concurrent reorder leaves a complete order behind.
 */

export interface ReorderInput {
  kind: HelpReorderKind;
  collectionId?: string | null;
  ids: readonly string[];
}

/** Sets the order; answers the ids in their saved order. */
export async function reorderHelpContent(db: Db, input: ReorderInput): Promise<string[]> {
  const { kind, ids } = input;
  const notFound = kind === 'COLLECTIONS' ? 'HELP_COLLECTION_NOT_FOUND' : 'HELP_ARTICLE_NOT_FOUND';
  // An id that is not one (a typo, a client bug) names nothing: not found, before any statement.
  if (ids.some((id) => !UUID.test(id))) throw new AppError(notFound);
  if (kind === 'ARTICLES' && !input.collectionId) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'collectionId', key: 'required' }]);
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let current: string[];
    if (kind === 'COLLECTIONS') {
      await lockCollectionOrder(tx);
      current = await collectionIdsInOrder(tx);
    } else {
      const [collection] = await lockCollections(tx, [input.collectionId!]);
      if (!collection) throw new AppError('HELP_COLLECTION_NOT_FOUND');
      current = await articleIdsInOrder(tx, collection.id);
    }
    const check = checkReorder(current, ids);
    if (!check.ok) throw new AppError(check.code);
    await writePositions(tx, kind === 'COLLECTIONS' ? 'help_collections' : 'help_articles', ids);
    return [...ids];
  });
}

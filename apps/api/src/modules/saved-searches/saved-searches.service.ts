import { storedFilters, filtersKey } from '@rentals/domain/saved-searches/filters-key';
import { nextDigestAt } from '@rentals/domain/saved-searches/digest-time';
import { MAX_SAVED_SEARCHES } from '@rentals/domain/saved-searches/limits';
import type {
  RenameSavedSearchInput,
  SavedSearchAlertsInput,
  SaveSearchInput,
} from '@rentals/domain/saved-searches/schemas';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearches, savedSearchMatches, type SavedSearchRow } from '../../db/schema/saved-searches';
import { UUID } from '../../db/sql-helpers';
import { enqueueDigest } from './saved-search-digest.service';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { savedSearchOfToken } from './saved-search-token';

/*
 * A renter's saved searches (issue 22): the filters and map box of /search with a name and how to
 * hear of new homes. Each user sees and changes only their own: another's id answers
 * SAVED_SEARCH_NOT_FOUND, as an unknown one does, so ids reveal nothing.
 */

/** saveSearch: keeps one search per filtersKey; saving it again renames it and sets its alerts. */
export async function saveSearch(db: Db, viewer: Viewer, input: SaveSearchInput): Promise<SavedSearchRow> {
  const filters = storedFilters(input.filters);
  const key = filtersKey(input.filters);
  return db.transaction(async (tx) => {
    // Two saves at once must not both take the last place, nor both insert the same search.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${viewer.id}`}))`);
    const values = { name: input.name, alertFrequency: input.alertFrequency, paused: false };
    const [existing] = await tx
      .update(savedSearches)
      .set(values)
      .where(and(eq(savedSearches.userId, viewer.id), eq(savedSearches.filtersKey, key)))
      .returning();
    if (existing) return existing;
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if ((held?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw new AppError('SAVED_SEARCHES_FULL', { max: MAX_SAVED_SEARCHES });
    const [created] = await tx
      .insert(savedSearches)
      .values({ ...values, userId: viewer.id, filters, filtersKey: key })
      .returning();
    return created!;
  });
}

/** savedSearches: the viewer's, newest first. */
export function findSavedSearches(db: Db, viewer: Viewer): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Changes one of the viewer's searches; SAVED_SEARCH_NOT_FOUND for another's or an unknown id. */
async function changeOwn(
  db: Db,
  viewer: Viewer,
  id: string,
  values: Partial<SavedSearchRow>,
): Promise<SavedSearchRow> {
  if (!UUID.test(id)) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.id)))
    .returning();
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  return row;
}

/** renameSavedSearch. */
export const renameSavedSearch = (db: Db, viewer: Viewer, id: string, input: RenameSavedSearchInput) =>
  changeOwn(db, viewer, id, { name: input.name });

/**
 * The homes waiting for a digest after the search's alerts change: settled unsent when it is no
 * longer DAILY (no digest will come, and they must not turn up in some later, unrelated one);
 * given a digest when it is DAILY and running again (one skipped while it was paused sent
 * nothing); left waiting while it is paused.
 */
async function settleWaitingMatches(tx: Db, row: SavedSearchRow): Promise<void> {
  const waiting = and(eq(savedSearchMatches.savedSearchId, row.id), isNull(savedSearchMatches.sentAt));
  if (row.alertFrequency !== 'DAILY') {
    await tx
      .update(savedSearchMatches)
      .set({ sentAt: sql`now()` })
      .where(waiting);
  } else if (!row.paused) {
    const [any] = await tx
      .select({ id: savedSearchMatches.id })
      .from(savedSearchMatches)
      .where(waiting)
      .limit(1);
    if (any) await enqueueDigest(tx, row.id, nextDigestAt(new Date()));
  }
}

/** updateSavedSearchAlerts: the frequency, and pause or resume. */
export const updateSavedSearchAlerts = (db: Db, viewer: Viewer, id: string, input: SavedSearchAlertsInput) =>
  db.transaction(async (tx: Db) => {
    const row = await changeOwn(tx, viewer, id, {
      alertFrequency: input.alertFrequency,
      paused: input.paused,
    });
    await settleWaitingMatches(tx, row);
    return row;
  });

/** deleteSavedSearch: answers the id; its matches go with it (cascade). */
export async function deleteSavedSearch(db: Db, viewer: Viewer, id: string): Promise<string> {
  if (!UUID.test(id)) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.id)))
    .returning({ id: savedSearches.id });
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  return row.id;
}

/**
 * unsubscribeSavedSearchAlerts(token): the link of an alert e-mail turns that search's alerts off
 * (NONE), without signing in. False for a bad token or a search deleted since; a second use is harmless.
 */
export async function unsubscribeSavedSearchAlerts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
): Promise<boolean> {
  const id = savedSearchOfToken(deps.config, token);
  if (!id) return false;
  return deps.db.transaction(async (tx: Db) => {
    const [row] = await tx
      .update(savedSearches)
      .set({ alertFrequency: 'NONE' })
      .where(eq(savedSearches.id, id))
      .returning();
    if (row) await settleWaitingMatches(tx, row);
    return Boolean(row);
  });
}

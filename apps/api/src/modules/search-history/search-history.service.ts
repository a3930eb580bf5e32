import { STAFF_TIME_ZONE } from '@rentals/domain/limits';
import { type SearchHistoryFilter } from '@rentals/domain/search-history/schemas';
import type { UserType } from '@rentals/domain/users/enums';
import { and, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchHistory, type SearchHistoryRow } from '../../db/schema/search';
import { users } from '../../db/schema/users';
import { containing, pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';

/*
 * Staff view of the saved searches (/search-history, /search-history/{id}/{userName}; spec/01 §3
 * Search history: location, user, createdAt), grouped by user. Text filters match literally,
 * case-insensitive; a date range is whole days in the team's time zone, both ends included.
 */

export interface SearchHistoryUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  userType: UserType;
  searchCount: number;
  lastSearchAt: Date;
}

export interface Page<T> {
  items: T[];
  count: number;
}

/** The instant a day (YYYY-MM-DD) starts in the team's time zone. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${STAFF_TIME_ZONE})`;

/** The entries the location and date filters keep. */
function entryConditions(filter: SearchHistoryFilter): (SQL | undefined)[] {
  return [
    filter.location ? ilike(searchHistory.location, containing(filter.location)) : undefined,
    filter.from ? sql`${searchHistory.createdAt} >= ${dayStart(filter.from)}` : undefined,
    filter.to ? sql`${searchHistory.createdAt} < ${dayStart(filter.to, 1)}` : undefined,
  ];
}

/** A user's name (first, last, or both as written) or e-mail containing the text. */
function userMatch(search: string | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(users.email, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
  );
}

/**
 * Users with saved searches matching the filter, with how many and the last one, the most recent
 * searcher first. Two aggregate statements (the page, the count), run together.
 */
export async function findSearchHistoryUsers(
  db: Db,
  filter: SearchHistoryFilter,
  paging: Paging,
): Promise<Page<SearchHistoryUser>> {
  const perUser = db
    .select({
      userId: searchHistory.userId,
      searchCount: count().as('search_count'),
      lastSearchAt: max(searchHistory.createdAt).as('last_search_at'),
    })
    .from(searchHistory)
    .where(and(...entryConditions(filter)))
    .groupBy(searchHistory.userId)
    .as('per_user');
  const where = userMatch(filter.search);
  const { first, skip } = pageOf(paging);
  const [rows, [total]] = await Promise.all([
    first
      ? db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            userType: users.userType,
            searchCount: perUser.searchCount,
            lastSearchAt: perUser.lastSearchAt,
          })
          .from(perUser)
          .innerJoin(users, eq(users.id, perUser.userId))
          .where(where)
          .orderBy(desc(perUser.lastSearchAt), desc(users.id))
          .limit(first)
          .offset(skip)
      : [],
    db.select({ n: count() }).from(perUser).innerJoin(users, eq(users.id, perUser.userId)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      searchCount: Number(r.searchCount),
      lastSearchAt: new Date(r.lastSearchAt!),
    })),
    count: total?.n ?? 0,
  };
}

/** One user's saved searches matching the filter, newest first, and how many match. */
export async function findSearchHistoryOfUser(
  db: Db,
  userId: string,
  filter: SearchHistoryFilter,
  paging: Paging,
): Promise<Page<SearchHistoryRow>> {
  if (!UUID.test(userId)) throw new AppError('USER_NOT_FOUND');
  const where = and(eq(searchHistory.userId, userId), ...entryConditions(filter));
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    first
      ? db
          .select()
          .from(searchHistory)
          .where(where)
          .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
          .limit(first)
          .offset(skip)
      : [],
    db.select({ n: count() }).from(searchHistory).where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/**
 * Deletes saved searches by id (unknown ids are skipped) and answers the ids deleted. Each user
 * whose searches went gets an audit entry, in the same transaction.
 */
export async function deleteSearchHistoryEntries(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<string[]> {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (!valid.length) return [];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(searchHistory)
      .where(inArray(searchHistory.id, valid))
      .returning({ id: searchHistory.id, userId: searchHistory.userId, location: searchHistory.location });
    const byUser = new Map<string, typeof deleted>();
    for (const entry of deleted) byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
    for (const [userId, entries] of byUser) {
      await recordAudit(tx, viewer, {
        action: 'user.searchHistory.delete',
        entityType: 'USER',
        entityId: userId,
        before: { searchHistory: entries.map((e) => ({ id: e.id, location: e.location })) },
      });
    }
    return deleted.map((d) => d.id);
  });
}

import { STAFF_TIME_ZONE } from '@rentals/domain/limits';
import { type ListingState } from '@rentals/domain/listings/states';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { listingState } from '../listings/listing-states';

/*
 * The staff dashboard (/dashboards): counts from aggregate statements only, never rows. Each
 * section is its own statement, so a page asks only for what it shows.
 */

export type ListingCounts = Record<Lowercase<ListingState>, number> & { total: number };

/** Listings by state (pending, active, hidden, premium) and in all: one statement. */
export async function countListingsByState(db: Db): Promise<ListingCounts> {
  const rows = await db
    .select({
      state: listingState,
      n: count(),
    })
    .from(listings)
    .groupBy(sql`1`);
  const counts: ListingCounts = { pending: 0, active: 0, hidden: 0, premium: 0, total: 0 };
  for (const row of rows) {
    counts[row.state.toLowerCase() as Lowercase<ListingState>] = row.n;
    counts.total += row.n;
  }
  return counts;
}

export interface UserCounts {
  byType: { userType: UserType; count: number }[];
  total: number;
}

/** Accounts by type (every type, 0 when none) and in all: one statement. */
export async function countUsersByType(db: Db): Promise<UserCounts> {
  const rows = await db.select({ userType: users.userType, n: count() }).from(users).groupBy(users.userType);
  const byType = USER_TYPES.map((userType) => ({
    userType,
    count: rows.find((r) => r.userType === userType)?.n ?? 0,
  }));
  return { byType, total: byType.reduce((sum, t) => sum + t.count, 0) };
}

export interface DayCount {
  /** YYYY-MM-DD in STAFF_TIME_ZONE. */
  day: string;
  newListings: number;
  newUsers: number;
}

/**
 * New listings and new accounts per day over the last `days` days (today included), in the
 * team's time zone: generate_series makes every day, so a day without any is 0. One statement;
 * each table is read through its created_at index for the period only.
 */
export async function findDailyCounts(db: Db, days: number): Promise<DayCount[]> {
  const today = sql`(now() at time zone ${STAFF_TIME_ZONE})::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  const since = sql`(${first}::timestamp at time zone ${STAFF_TIME_ZONE})`;
  const perDay = (table: typeof listings | typeof users) =>
    sql`select (${table.createdAt} at time zone ${STAFF_TIME_ZONE})::date as day, count(*)::int as n
        from ${table} where ${table.createdAt} >= ${since} group by 1`;
  const result = await db.execute<{ day: string; new_listings: number; new_users: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(l.n, 0)::int as new_listings,
           coalesce(u.n, 0)::int as new_users
    from (select generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day')::date as day) d
    left join (${perDay(listings)}) l on l.day = d.day
    left join (${perDay(users)}) u on u.day = d.day
    order by d.day`);
  const rows = (result as unknown as { rows: { day: string; new_listings: number; new_users: number }[] })
    .rows;
  return rows.map((r) => ({
    day: r.day,
    newListings: Number(r.new_listings),
    newUsers: Number(r.new_users),
  }));
}

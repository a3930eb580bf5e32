import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';

/*
 * What services do to user input before it goes into a statement, written once for every module:
 * LIKE patterns, page limits and ids.
 */

/** `%`, `_` and `\` typed in a search box are letters, not wildcards (`\` is PostgreSQL's LIKE escape). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text containing `text`, literally. */
export const containing = (text: string): string => `%${likeEscape(text)}%`;

/** A LIKE pattern for text starting with `text`, literally. */
export const startingWith = (text: string): string => `${likeEscape(text)}%`;

export interface Paging {
  first?: number | null;
  skip?: number | null;
}

/**
 * LIMIT and OFFSET of a page: `first` defaults to `pageSize` and stays within 0 to MAX_PAGE_SIZE,
 * `skip` is not negative. A caller answers an empty page without a statement when `first` is 0.
 */
export function pageOf(paging: Paging, pageSize = PAGE_SIZE): { first: number; skip: number } {
  return {
    first: Math.min(Math.max(paging.first ?? pageSize, 0), MAX_PAGE_SIZE),
    skip: Math.max(paging.skip ?? 0, 0),
  };
}

/**
 * A uuid, as ids are. PostgreSQL fails a statement comparing a uuid column with anything else
 * (22P02), so an id that is not one answers its not-found code before any statement.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a statement failed on a unique index (PostgreSQL 23505), however the driver wrapped the
 * error: the caller then answers the business error (an e-mail taken, a booking that exists).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer with `rows` (column names as written). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

import { PAGE_SIZE } from '../limits';

/*
 * The help center (issue 24): limits, the stable keys product pages link by, the dense ordering
 * of collections and articles, and the figures staff read. Pure rules shared by the API (which
 * decides) and the web (which shows the same limits and hides what cannot be done).
 */

export const HELP_TITLE_MAX = 150;
export const HELP_DESCRIPTION_MAX = 300;
export const HELP_COLLECTION_TITLE_MAX = 80;
export const HELP_COLLECTION_DESCRIPTION_MAX = 300;
/** A 'No' answer's comment is at most this long. */
export const HELP_FEEDBACK_COMMENT_MAX = 1_000;
/** The staff lists and the public collection page show this many articles a page. */
export const HELP_PAGE_SIZE = PAGE_SIZE;
/** A list asks at most this many rows at once. */
export const HELP_TAKE_MAX = 100;
/** Search as you type waits this long after the last key (spec/01 §9). */
export const HELP_SEARCH_DEBOUNCE_MS = 500;
/** A visitor's view of an article counts again only after this long. */
export const HELP_VIEW_DEDUPE_MINUTES = 30;
/** A reading report longer than this is counted as this (a tab left open overnight). */
export const HELP_READ_SECONDS_MAX = 30 * 60;
/** Views, readings and searches are counted in this time zone's days. */
export const HELP_TIME_ZONE = 'America/Toronto';
/** An article not changed for this many days is listed as due for review. */
export const HELP_STALE_DAYS = 365;
/** The analytics range is at most this many days. */
export const HELP_ANALYTICS_RANGE_MAX_DAYS = 366;
/** Related articles and popular articles show this many. */
export const HELP_RELATED_COUNT = 4;
export const HELP_POPULAR_COUNT = 6;

/** Who a collection or an article is for (the spec's usertype). */
export const HELP_AUDIENCES = ['RENTER', 'LANDLORD', 'EVERYONE'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

/** The icons a collection may show (MUI icon names the web maps to components). */
export const HELP_COLLECTION_ICONS = [
  'search',
  'home',
  'chat',
  'event',
  'description',
  'draw',
  'apartment',
  'payments',
  'rocket',
  'verified',
  'lock',
  'help',
] as const;
export type HelpCollectionIcon = (typeof HELP_COLLECTION_ICONS)[number];

/**
 * Stable keys that product pages link their 'Help' to (contextual help), so an article can be
 * rewritten or moved without breaking the link. At most one article per key and language.
 */
export const HELP_KEYS = [
  'listing-wizard',
  'application-wizard',
  'plan-choice',
  'saved-searches',
  'safe-contact',
  'viewings',
  'lease-signing',
  'payments-receipts',
  'boost',
  'verification',
  'privacy',
] as const;
export type HelpKey = (typeof HELP_KEYS)[number];

/** The staff list's sort fields (spec/01 §7: sortField, sortOrder). */
export const HELP_SORT_FIELDS = ['ORDER', 'TITLE', 'UPDATED_AT', 'SEEN', 'HELPFUL'] as const;
export type HelpSortField = (typeof HELP_SORT_FIELDS)[number];

/** What reorderContent orders: the collections, or the articles of one collection. */
export const HELP_REORDER_KINDS = ['COLLECTIONS', 'ARTICLES'] as const;
export type HelpReorderKind = (typeof HELP_REORDER_KINDS)[number];

export type ReorderCheck =
  | { ok: true }
  | { ok: false; code: 'HELP_REORDER_INVALID'; reason: 'repeated' | 'empty' }
  | { ok: false; code: 'HELP_REORDER_CONFLICT' };

/**
 * Whether `proposed` is a new order of exactly `current` (the ids the database holds now, read
 * under lock). A repeated id is bad input; a missing or unknown id means the list was made from
 * a stale page (another editor added, removed or moved an item meanwhile): a conflict, so the
 * editor reloads instead of silently dropping someone's change.
 */
export function checkReorder(current: readonly string[], proposed: readonly string[]): ReorderCheck {
  if (!proposed.length) return { ok: false, code: 'HELP_REORDER_INVALID', reason: 'empty' };
  if (new Set(proposed).size !== proposed.length)
    return { ok: false, code: 'HELP_REORDER_INVALID', reason: 'repeated' };
  const known = new Set(current);
  if (proposed.length !== current.length || proposed.some((id) => !known.has(id)))
    return { ok: false, code: 'HELP_REORDER_CONFLICT' };
  return { ok: true };
}

/** `ids` moved so that `id` goes `by` places (negative: earlier), clamped to the ends. */
export function moveInOrder<T>(ids: readonly T[], id: T, by: number): T[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(ids.length - 1, Math.max(0, from + by));
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Whether an article of `userType` is for a reader who says they are `reader` (null: anyone). */
export function audienceMatches(userType: HelpAudience, reader: HelpAudience | null | undefined): boolean {
  return !reader || reader === 'EVERYONE' || userType === 'EVERYONE' || userType === reader;
}

/** Whether an article of `province` (null: all) applies to a reader in `reader` (null: unknown). */
export function provinceMatches(province: string | null, reader: string | null | undefined): boolean {
  return !province || !reader || province === reader;
}

/** Share of 'Yes' answers, 0..1, or null with no answer yet. */
export function helpfulRate(yes: number, no: number): number | null {
  return yes + no === 0 ? null : yes / (yes + no);
}

/** A reading report as counted: whole seconds, 0 for nonsense, at most HELP_READ_SECONDS_MAX. */
export function countedReadSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(HELP_READ_SECONDS_MAX, Math.round(seconds));
}

/** Whether an article last changed at `updatedAt` is due for review at `now`. */
export function isStale(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() >= HELP_STALE_DAYS * 86_400_000;
}

/** A search query as it is recorded when nothing was found: folded spaces, lower case. */
export function missedQueryKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

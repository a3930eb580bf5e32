import type { AdminInboxFilter } from '../../../../gql/graphql';

/*
 * The staff inbox's filters as the URL keeps them (/adminInbox?user=…&unread=1&flagged=yes&
 * handled=no&search=…&page=2&room=…), so a reload, a shared link or the back button show the same
 * conversations; and the API's filter made from them. The search text and the page are
 * lib/use-url-search's; the listing comes from the path (/adminInbox/{id}/listing).
 */

/** Only the conversations where it holds (yes), where it does not (no), or all (null). */
export type Either = 'yes' | 'no' | null;

export interface InboxFilters {
  /** Only those where this user is the renter or the owner. */
  userId: string | null;
  unreadOnly: boolean;
  flagged: Either;
  handled: Either;
}

export const INBOX_PARAMS = {
  user: 'user',
  unread: 'unread',
  flagged: 'flagged',
  handled: 'handled',
  search: 'search',
  page: 'page',
  room: 'room',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const eitherOf = (value: string | null): Either => (value === 'yes' || value === 'no' ? value : null);

/** The filters of the URL; a value that is not one (an edited link) counts as no filter. */
export function inboxFiltersOf(params: URLSearchParams): InboxFilters {
  const user = params.get(INBOX_PARAMS.user);
  return {
    userId: user && UUID.test(user) ? user : null,
    unreadOnly: params.get(INBOX_PARAMS.unread) === '1',
    flagged: eitherOf(params.get(INBOX_PARAMS.flagged)),
    handled: eitherOf(params.get(INBOX_PARAMS.handled)),
  };
}

/**
 * The URL's parameters with some filters changed: a new filter starts again from page 1; the open
 * conversation stays open.
 */
export function withInboxFilters(params: URLSearchParams, change: Partial<InboxFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if ('userId' in change) put(INBOX_PARAMS.user, change.userId ?? null);
  if ('unreadOnly' in change) put(INBOX_PARAMS.unread, change.unreadOnly ? '1' : null);
  if ('flagged' in change) put(INBOX_PARAMS.flagged, change.flagged ?? null);
  if ('handled' in change) put(INBOX_PARAMS.handled, change.handled ?? null);
  next.delete(INBOX_PARAMS.page);
  return next;
}

/** The URL's parameters without any filter, search or page: the open conversation stays open. */
export function withoutInboxFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [
    INBOX_PARAMS.user,
    INBOX_PARAMS.unread,
    INBOX_PARAMS.flagged,
    INBOX_PARAMS.handled,
    INBOX_PARAMS.search,
    INBOX_PARAMS.page,
  ])
    next.delete(name);
  return next;
}

/** Whether anything narrows the list (an empty list then says so, with a way to clear). */
export function isFiltered(filters: InboxFilters, search: string): boolean {
  return !!(search || filters.userId || filters.unreadOnly || filters.flagged || filters.handled);
}

const booleanOf = (value: Either) => (value === null ? null : value === 'yes');

/** The API's filter (adminInboxRooms' `where`); `listingId` from /adminInbox/{id}/listing. */
export function inboxWhere(
  filters: InboxFilters,
  { search, listingId = null }: { search: string; listingId?: string | null },
): AdminInboxFilter {
  return {
    listingId,
    userId: filters.userId,
    unreadOnly: filters.unreadOnly || null,
    flagged: booleanOf(filters.flagged),
    handled: booleanOf(filters.handled),
    search: search || null,
  };
}

/** The address of a conversation of the list, keeping the list's filters and page. */
export function roomHref(pathname: string, params: URLSearchParams, roomId: string | null): string {
  const next = new URLSearchParams(params);
  if (roomId) next.set(INBOX_PARAMS.room, roomId);
  else next.delete(INBOX_PARAMS.room);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

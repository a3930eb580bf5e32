import { describe, expect, it } from 'vitest';
import {
  inboxFiltersOf,
  inboxWhere,
  isFiltered,
  roomHref,
  withInboxFilters,
  withoutInboxFilters,
} from './inbox-filters';

const USER = '0b9a1f8e-6d2c-4f4e-9a43-2f1c9b7d5e10';
const ROOM = '5c3e2a1b-7f4d-4b6a-8e9c-1d2f3a4b5c6d';

describe('inboxFiltersOf', () => {
  it('reads every filter of the URL', () => {
    expect(
      inboxFiltersOf(new URLSearchParams(`user=${USER}&unread=1&flagged=yes&handled=no&search=deposit`)),
    ).toEqual({ userId: USER, unreadOnly: true, flagged: 'yes', handled: 'no' });
  });

  it('takes a value that is not one as no filter', () => {
    expect(inboxFiltersOf(new URLSearchParams('user=abc&unread=yes&flagged=true&handled=1'))).toEqual({
      userId: null,
      unreadOnly: false,
      flagged: null,
      handled: null,
    });
  });
});

describe('withInboxFilters', () => {
  it('sets and removes filters, back to page 1, keeping the search and the open conversation', () => {
    const params = new URLSearchParams(`search=deposit&page=3&room=${ROOM}&flagged=yes`);
    const next = withInboxFilters(params, { unreadOnly: true, flagged: null, handled: 'yes', userId: USER });
    expect(Object.fromEntries(next)).toEqual({
      search: 'deposit',
      room: ROOM,
      unread: '1',
      handled: 'yes',
      user: USER,
    });
    expect(withInboxFilters(next, { unreadOnly: false }).has('unread')).toBe(false);
    // The parameters given are left as they were.
    expect(params.get('page')).toBe('3');
  });

  it('round-trips through the URL', () => {
    const filters = { userId: USER, unreadOnly: true, flagged: 'no', handled: 'yes' } as const;
    expect(inboxFiltersOf(withInboxFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

it('clears the filters, the search and the page, not the open conversation', () => {
  const params = new URLSearchParams(
    `search=a&page=2&room=${ROOM}&user=${USER}&unread=1&flagged=no&handled=no`,
  );
  expect(withoutInboxFilters(params).toString()).toBe(`room=${ROOM}`);
});

it('says whether anything narrows the list', () => {
  const none = inboxFiltersOf(new URLSearchParams());
  expect(isFiltered(none, '')).toBe(false);
  expect(isFiltered(none, 'rent')).toBe(true);
  expect(isFiltered({ ...none, handled: 'no' }, '')).toBe(true);
});

describe('inboxWhere', () => {
  it("makes the API's filter, with the listing of /adminInbox/{id}/listing", () => {
    const filters = inboxFiltersOf(new URLSearchParams(`user=${USER}&unread=1&flagged=no&handled=yes`));
    expect(inboxWhere(filters, { search: 'deposit', listingId: ROOM })).toEqual({
      listingId: ROOM,
      userId: USER,
      unreadOnly: true,
      flagged: false,
      handled: true,
      search: 'deposit',
    });
  });

  it('leaves out what is not filtered', () => {
    expect(inboxWhere(inboxFiltersOf(new URLSearchParams()), { search: '' })).toEqual({
      listingId: null,
      userId: null,
      unreadOnly: null,
      flagged: null,
      handled: null,
      search: null,
    });
  });
});

it("opens a conversation at an address that keeps the list's filters, and closes it", () => {
  const params = new URLSearchParams('flagged=yes&page=2');
  expect(roomHref('/adminInbox', params, ROOM)).toBe(`/adminInbox?flagged=yes&page=2&room=${ROOM}`);
  expect(roomHref('/adminInbox', new URLSearchParams(`room=${ROOM}`), null)).toBe('/adminInbox');
});

import { describe, expect, it } from 'vitest';
import {
  isStaffViewingFiltered,
  readStaffViewingParams,
  staffViewingVariables,
  writeStaffViewingParams,
} from './staff-viewing-params';

const read = (query: string) => readStaffViewingParams(new URLSearchParams(query));

describe('the staff viewings parameters', () => {
  it('open on the upcoming viewings and ignore an unknown status or a bad page', () => {
    expect(read('')).toEqual({ status: '', assigned: '', search: '', when: 'UPCOMING', page: 1 });
    expect(read('status=LATE&when=PAST&assigned=NONE&q=Ott&page=x')).toEqual({
      status: '',
      assigned: 'NONE',
      search: 'Ott',
      when: 'PAST',
      page: 1,
    });
  });

  it('go back to page 1 when a filter or the period changes', () => {
    const current = read('status=REQUESTED&page=3');
    expect(writeStaffViewingParams(current, { page: 4 }).toString()).toBe('status=REQUESTED&page=4');
    expect(writeStaffViewingParams(current, { when: 'PAST' }).toString()).toBe('status=REQUESTED&when=PAST');
    expect(writeStaffViewingParams(current, { status: '' }).toString()).toBe('');
    expect(isStaffViewingFiltered(read('when=PAST&page=2'))).toBe(false);
    expect(isStaffViewingFiltered(read('assigned=ME'))).toBe(true);
  });

  it("ask the API for the reader's own viewings by their id, ten a page", () => {
    expect(staffViewingVariables(read('assigned=ME&q=%20Loft%20&page=2'), 'me-id')).toEqual({
      where: { status: null, assignedTo: 'me-id', search: 'Loft', when: 'UPCOMING' },
      first: 10,
      skip: 10,
    });
  });
});

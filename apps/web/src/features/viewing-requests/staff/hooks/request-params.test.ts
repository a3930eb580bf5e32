import { describe, expect, it } from 'vitest';
import { isFiltered, readRequestParams, requestVariables, writeRequestParams } from './request-params';

const read = (query: string) => readRequestParams(new URLSearchParams(query));

describe('the staff list parameters', () => {
  it('reads the filters and page, ignoring an unknown status or a bad page', () => {
    expect(read('status=IN_PROGRESS&kind=LANDLORD_ENQUIRY&assigned=NONE&city=Ott&q=ann&page=3')).toEqual({
      status: 'IN_PROGRESS',
      kind: 'LANDLORD_ENQUIRY',
      assigned: 'NONE',
      city: 'Ott',
      search: 'ann',
      request: '',
      page: 3,
    });
    expect(read('status=OPEN&kind=LEAD&page=-2')).toMatchObject({ status: '', kind: '', page: 1 });
  });

  it('goes back to page 1 when a filter changes, and leaves blanks out', () => {
    const current = read('status=NEW&page=4');
    expect(writeRequestParams(current, { city: 'Gatineau' }).toString()).toBe('status=NEW&city=Gatineau');
    expect(writeRequestParams(current, { page: 5 }).toString()).toBe('status=NEW&page=5');
    expect(writeRequestParams(current, { status: '' }).toString()).toBe('');
  });

  it('sends empty filters as null and pages by ten', () => {
    expect(requestVariables(read('q=%20ann%20&page=2'))).toEqual({
      where: { id: null, status: null, kind: null, assignedTo: null, city: null, search: 'ann' },
      first: 10,
      skip: 10,
    });
    expect(isFiltered(read('page=2'))).toBe(false);
    expect(isFiltered(read('request=abc'))).toBe(true);
    expect(requestVariables(read('kind=RENTER_ENQUIRY')).where.kind).toBe('RENTER_ENQUIRY');
  });
});

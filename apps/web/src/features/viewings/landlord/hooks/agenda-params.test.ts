import { describe, expect, it } from 'vitest';
import { isAgendaFiltered, readAgendaParams, writeAgendaParams } from './agenda-params';

const read = (query: string) => readAgendaParams(new URLSearchParams(query));

describe('the agenda parameters', () => {
  it('reads the listing, status and first day, ignoring an unknown status or a bad day', () => {
    expect(read('listing=abc&status=REQUESTED&from=2026-03-09&page=2')).toEqual({
      listing: 'abc',
      status: 'REQUESTED',
      from: '2026-03-09',
      page: 2,
    });
    expect(read('status=OPEN&from=next-week&page=-1')).toEqual({
      listing: '',
      status: '',
      from: '',
      page: 1,
    });
  });

  it('goes back to page 1 when the filters or the span change', () => {
    const current = read('listing=abc&page=3');
    expect(writeAgendaParams(current, { page: 4 }).toString()).toBe('listing=abc&page=4');
    expect(writeAgendaParams(current, { from: '2026-04-06' }).toString()).toBe('listing=abc&from=2026-04-06');
  });

  it('leaves blanks out and says when the agenda is filtered', () => {
    expect(writeAgendaParams(read('listing=abc'), { status: 'CONFIRMED' }).toString()).toBe(
      'listing=abc&status=CONFIRMED',
    );
    expect(writeAgendaParams(read('listing=abc'), { listing: '' }).toString()).toBe('');
    expect(isAgendaFiltered(read('from=2026-03-09'))).toBe(false);
    expect(isAgendaFiltered(read('status=NO_SHOW'))).toBe(true);
  });
});

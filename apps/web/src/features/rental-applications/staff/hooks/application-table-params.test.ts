import { describe, expect, it } from 'vitest';
import {
  applicationExportQuery,
  applicationFilterIssue,
  applicationTableVariables,
  readApplicationTableParams,
  writeApplicationTableParams,
} from './application-table-params';

const LISTING = '0b7c1c4e-5d1a-4a8e-9d55-1f2a3b4c5d6e';

describe('application table params', () => {
  it('reads the URL, dropping an unknown status and a bad page', () => {
    const p = readApplicationTableParams(new URLSearchParams('q=ann&status=NOPE&page=x&from=2026-01-01'));
    expect(p).toEqual({ text: 'ann', status: '', listing: '', from: '2026-01-01', to: '', page: 1 });
  });

  it('goes back to page 1 when a filter changes, and leaves blanks out', () => {
    const current = readApplicationTableParams(new URLSearchParams('q=ann&page=3'));
    expect(writeApplicationTableParams(current, { status: 'APPROVED' }).toString()).toBe(
      'q=ann&status=APPROVED',
    );
    expect(writeApplicationTableParams(current, { page: 4 }).toString()).toBe('q=ann&page=4');
    expect(writeApplicationTableParams(current, { text: '' }).toString()).toBe('');
  });

  it('pages by ten and sends the same filters to the table and the export', () => {
    const p = readApplicationTableParams(new URLSearchParams(`q=%20ann%20&listing=${LISTING}&page=2`));
    expect(applicationTableVariables(p)).toEqual({
      where: { text: 'ann', status: null, listingId: LISTING, from: null, to: null },
      first: 10,
      skip: 10,
    });
    expect(applicationExportQuery(p)).toBe(`text=ann&listingId=${LISTING}`);
  });

  it('finds a date range that ends before it starts', () => {
    const p = readApplicationTableParams(new URLSearchParams('from=2026-02-02&to=2026-02-01'));
    expect(applicationFilterIssue(p)).toEqual({ field: 'to', key: 'invalid' });
    expect(applicationFilterIssue(readApplicationTableParams(new URLSearchParams()))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  leaseRequestExportQuery,
  leaseRequestVariables,
  rangeReversed,
  readLeaseRequestParams,
  writeLeaseRequestParams,
} from './staff-params';

describe('the lease requests tab parameters', () => {
  it('read known values only and keep the page', () => {
    const p = readLeaseRequestParams(new URLSearchParams('status=DONE&province=XX&from=2026-01-01&page=3'));
    expect(p).toEqual({ status: 'DONE', province: '', from: '2026-01-01', to: '', page: 3 });
    expect(leaseRequestVariables(p)).toEqual({
      where: { status: 'DONE', province: null, createdFrom: '2026-01-01', createdTo: null },
      first: 10,
      skip: 20,
    });
    expect(leaseRequestExportQuery(p)).toBe('status=DONE&createdFrom=2026-01-01');
  });

  it('go back to page 1 on a new filter and keep the tab', () => {
    const url = new URLSearchParams('tab=requests&status=NEW&page=2');
    expect(writeLeaseRequestParams(url, { province: 'QC' }).toString()).toBe(
      'tab=requests&status=NEW&province=QC',
    );
    expect(writeLeaseRequestParams(url, { page: 3 }).toString()).toBe('tab=requests&status=NEW&page=3');
  });

  it('notice a range that ends before it starts', () => {
    expect(rangeReversed(readLeaseRequestParams(new URLSearchParams('from=2026-02-02&to=2026-02-01')))).toBe(
      true,
    );
    expect(rangeReversed(readLeaseRequestParams(new URLSearchParams('from=2026-02-01&to=2026-02-01')))).toBe(
      false,
    );
  });
});

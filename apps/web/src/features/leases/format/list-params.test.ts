import { describe, expect, it } from 'vitest';
import { leaseWhere, readLeaseListParams, writeLeaseListParams } from './list-params';

describe('the lease lists’ URL', () => {
  it('reads known filters only and starts again at page 1 when one changes', () => {
    const params = readLeaseListParams(new URLSearchParams('status=SENT&province=XX&from=2026-01-01&page=3'));
    expect(params).toEqual({ status: 'SENT', province: '', from: '2026-01-01', to: '', text: '', page: 3 });
    expect(writeLeaseListParams(params, { province: 'ON' }).toString()).toBe(
      'status=SENT&province=ON&from=2026-01-01',
    );
    expect(writeLeaseListParams(params, { page: 4 }).toString()).toBe('status=SENT&from=2026-01-01&page=4');
  });

  it('turns them into the API’s filters', () => {
    const params = readLeaseListParams(new URLSearchParams('province=ON&to=2026-02-01&text=%20Main%20'));
    expect(leaseWhere(params, true)).toEqual({
      province: 'ON',
      createdTo: '2026-02-01',
      text: 'Main',
      mine: true,
    });
  });
});

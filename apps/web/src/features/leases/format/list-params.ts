import { LEASE_STATUSES, type LeaseStatus } from '@rentals/domain/leases/statuses';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * The filters of /leases (status) and /lease-details-table/leases (status, province, created
 * from/to, text), with the page, kept in the URL so a reload, the back button or a shared link
 * show the same list.
 */

export interface LeaseListParams {
  status: LeaseStatus | '';
  province: Province | '';
  from: string;
  to: string;
  text: string;
  /** 1-based. */
  page: number;
}

export const NO_LEASE_FILTERS = { status: '', province: '', from: '', to: '', text: '' } as const;
const FILTERS = ['status', 'province', 'from', 'to', 'text'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readLeaseListParams(params: URLSearchParams): LeaseListParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    status: oneOf(LEASE_STATUSES, params.get('status')),
    province: oneOf(PROVINCES, params.get('province')),
    from: day('from'),
    to: day('to'),
    text: params.get('text') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL after `change`: blanks and page 1 left out; a changed filter starts again at page 1. */
export function writeLeaseListParams(
  current: LeaseListParams,
  change: Partial<LeaseListParams>,
): URLSearchParams {
  const moved = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  for (const key of FILTERS) if (next[key]) params.set(key, next[key]);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export const isLeaseListFiltered = (p: LeaseListParams) => FILTERS.some((key) => !!p[key]);

/** A range ending before it starts, which the field says instead of asking the API. */
export const rangeIssue = (p: LeaseListParams) => !!(p.from && p.to && p.to < p.from);

/** The API's filters for these params. */
export function leaseWhere(p: LeaseListParams, mine: boolean) {
  return {
    ...(p.status ? { status: p.status } : {}),
    ...(p.province ? { province: p.province } : {}),
    ...(p.from ? { createdFrom: p.from } : {}),
    ...(p.to ? { createdTo: p.to } : {}),
    ...(p.text.trim() ? { text: p.text.trim() } : {}),
    ...(mine ? { mine: true } : {}),
  };
}

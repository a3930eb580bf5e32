import { LEASE_REQUESTS_PAGE_SIZE, leaseRequestFilterSchema } from '@rentals/domain/lease-requests/schemas';
import { LEASE_REQUEST_STATUSES, type LeaseRequestStatus } from '@rentals/domain/lease-requests/statuses';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { oneOf } from '../../../lib/paging/param-choice';

/*
 * The lease requests tab keeps its filters and page in the URL (?status=&province=&from=&to=&page=),
 * so a reload or a shared link shows the same rows; the export sends the same filters.
 */

export interface LeaseRequestParams {
  status: LeaseRequestStatus | '';
  province: Province | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

const FILTERS = ['status', 'province', 'from', 'to'] as const;
export const NO_FILTERS = { status: '', province: '', from: '', to: '' } as const;

export function readLeaseRequestParams(params: URLSearchParams): LeaseRequestParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: oneOf(LEASE_REQUEST_STATUSES, params.get('status')),
    province: oneOf(PROVINCES, params.get('province')),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`, keeping others (the tab); a new filter starts at page 1. */
export function writeLeaseRequestParams(
  url: URLSearchParams,
  change: Partial<LeaseRequestParams>,
): URLSearchParams {
  const current = readLeaseRequestParams(url);
  const moved = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams(url);
  for (const key of FILTERS) {
    if (next[key]) params.set(key, next[key]);
    else params.delete(key);
  }
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}

export const isFiltered = (p: LeaseRequestParams) => FILTERS.some((key) => !!p[key]);

/** The API's filter (null for blanks), as the list and the export take it. */
export function leaseRequestWhere(p: LeaseRequestParams) {
  return {
    status: p.status || null,
    province: p.province || null,
    createdFrom: p.from || null,
    createdTo: p.to || null,
  };
}

export function leaseRequestVariables(p: LeaseRequestParams) {
  return {
    where: leaseRequestWhere(p),
    first: LEASE_REQUESTS_PAGE_SIZE,
    skip: (p.page - 1) * LEASE_REQUESTS_PAGE_SIZE,
  };
}

/** The export's query string: the same filters under the names the API reads. */
export function leaseRequestExportQuery(p: LeaseRequestParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(leaseRequestWhere(p))) if (value) query.set(key, value);
  return query.toString();
}

/** Whether the range ends before it starts (checked by the API's schema): the list is not asked for. */
export function rangeReversed(p: LeaseRequestParams): boolean {
  return !leaseRequestFilterSchema.safeParse(leaseRequestWhere(p)).success;
}

import { APPLICATION_STATUSES, type ApplicationStatus } from '@rentals/domain/rental-applications/statuses';

/*
 * /building/applications keeps its listing, status and page in the URL (?listing=&status=&page=),
 * so a reload, the back button from an application, or a shared link show the same list.
 */

export interface ReviewParams {
  listing: string;
  status: ApplicationStatus | '';
  /** 1-based. */
  page: number;
}

export function readReviewParams(params: URLSearchParams): ReviewParams {
  const status = params.get('status') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    listing: params.get('listing') ?? '',
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blanks and page 1 left out; another filter starts at page 1. */
export function writeReviewParams(current: ReviewParams, change: Partial<ReviewParams>): URLSearchParams {
  const moved = (['listing', 'status'] as const).some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.listing) params.set('listing', next.listing);
  if (next.status) params.set('status', next.status);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export const isReviewFiltered = (p: ReviewParams) => !!(p.listing || p.status);

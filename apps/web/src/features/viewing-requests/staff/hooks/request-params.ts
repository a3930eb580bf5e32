import { PAGE_SIZE } from '@rentals/domain/limits';
import {
  VIEWING_REQUEST_KINDS,
  VIEWING_REQUEST_STATUSES,
  type ViewingRequestKind,
  type ViewingRequestStatus,
} from '@rentals/domain/viewings/viewing-requests';

/*
 * /viewing-requests keeps its filters and page in the URL (?status=&kind=&assigned=&city=&q=&request=&page=),
 * so a reload, the back button or a shared link shows the same requests. `request` is one request,
 * the link of the staff e-mail.
 */

export interface RequestParams {
  status: ViewingRequestStatus | '';
  /** A request for viewing, or a rental enquiry lead of a renter or a landlord; '' for all. */
  kind: ViewingRequestKind | '';
  /** A staff member's id, 'NONE' for requests nobody took, or '' for anyone. */
  assigned: string;
  city: string;
  search: string;
  request: string;
  /** 1-based. */
  page: number;
}

const NAMES = {
  status: 'status',
  kind: 'kind',
  assigned: 'assigned',
  city: 'city',
  search: 'q',
  request: 'request',
  page: 'page',
} as const;
const FILTERS = ['status', 'kind', 'assigned', 'city', 'search', 'request'] as const;

export function readRequestParams(params: URLSearchParams): RequestParams {
  const page = Number.parseInt(params.get(NAMES.page) ?? '', 10);
  const status = params.get(NAMES.status) ?? '';
  const kind = params.get(NAMES.kind) ?? '';
  return {
    status: (VIEWING_REQUEST_STATUSES as readonly string[]).includes(status)
      ? (status as ViewingRequestStatus)
      : '',
    kind: (VIEWING_REQUEST_KINDS as readonly string[]).includes(kind) ? (kind as ViewingRequestKind) : '',
    assigned: params.get(NAMES.assigned) ?? '',
    city: params.get(NAMES.city) ?? '',
    search: params.get(NAMES.search) ?? '',
    request: params.get(NAMES.request) ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blank values and page 1 are left out; a new filter starts at page 1. */
export function writeRequestParams(current: RequestParams, change: Partial<RequestParams>): URLSearchParams {
  const filterChanged = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  // Kept as typed (a trailing space included), so the field showing it does not change under the user.
  for (const key of FILTERS) if (next[key].trim()) params.set(NAMES[key], next[key]);
  if (next.page > 1) params.set(NAMES.page, String(next.page));
  return params;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (p: RequestParams) => FILTERS.some((key) => !!p[key].trim());

/** The API's variables for the page: empty filters are left out. */
export function requestVariables(p: RequestParams) {
  const text = (v: string) => v.trim() || null;
  return {
    where: {
      id: text(p.request),
      status: p.status || null,
      kind: p.kind || null,
      assignedTo: text(p.assigned),
      city: text(p.city),
      search: text(p.search),
    },
    first: PAGE_SIZE,
    skip: (p.page - 1) * PAGE_SIZE,
  };
}

import {
  STAFF_APPLICATIONS_PAGE_SIZE,
  staffApplicationFilterSchema,
} from '@rentals/domain/rental-applications/staff-filter';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@rentals/domain/rental-applications/statuses';

/*
 * /rental-application-table-view keeps its filters and page in the URL
 * (?q=&status=&listing=&from=&to=&page=), so a reload, the back button from an application or a
 * shared link shows the same rows. The export sends the same filters.
 */

export interface ApplicationTableParams {
  /** Part of the applicant's name or e-mail or the listing's title. */
  text: string;
  status: ApplicationStatus | '';
  /** A listing's id, set from a row's 'only this listing'. */
  listing: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

const NAMES = {
  text: 'q',
  status: 'status',
  listing: 'listing',
  from: 'from',
  to: 'to',
  page: 'page',
} as const;
const FILTERS = ['text', 'status', 'listing', 'from', 'to'] as const;
export const NO_FILTERS = { text: '', status: '', listing: '', from: '', to: '' } as const;

export function readApplicationTableParams(params: URLSearchParams): ApplicationTableParams {
  const page = Number.parseInt(params.get(NAMES.page) ?? '', 10);
  const status = params.get(NAMES.status) ?? '';
  return {
    text: params.get(NAMES.text) ?? '',
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : '',
    listing: params.get(NAMES.listing) ?? '',
    from: params.get(NAMES.from) ?? '',
    to: params.get(NAMES.to) ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blanks and page 1 left out; a new filter starts at page 1. */
export function writeApplicationTableParams(
  current: ApplicationTableParams,
  change: Partial<ApplicationTableParams>,
): URLSearchParams {
  const moved = FILTERS.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  // Kept as typed (a trailing space included), so the field showing it does not change under the user.
  for (const key of FILTERS) if (next[key].trim()) params.set(NAMES[key], next[key]);
  if (next.page > 1) params.set(NAMES.page, String(next.page));
  return params;
}

export const isApplicationTableFiltered = (p: ApplicationTableParams) =>
  FILTERS.some((key) => !!p[key].trim());

/** The API's filter (null for blanks), as the table's query and the export take it. */
export function applicationFilter(p: ApplicationTableParams) {
  const text = (v: string) => v.trim() || null;
  return {
    text: text(p.text),
    status: p.status || null,
    listingId: text(p.listing),
    from: p.from || null,
    to: p.to || null,
  };
}

export function applicationTableVariables(p: ApplicationTableParams) {
  return {
    where: applicationFilter(p),
    first: STAFF_APPLICATIONS_PAGE_SIZE,
    skip: (p.page - 1) * STAFF_APPLICATIONS_PAGE_SIZE,
  };
}

/** The export's query string: the same filters under the names the API reads. */
export function applicationExportQuery(p: ApplicationTableParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(applicationFilter(p))) if (value) query.set(key, value);
  return query.toString();
}

/** The first issue of the filters (a date range ending before it starts, a listing that is no id), checked by the API's schema so the page skips a query that would fail. */
export function applicationFilterIssue(p: ApplicationTableParams): { field: string; key: string } | null {
  const first = staffApplicationFilterSchema.safeParse(applicationFilter(p)).error?.issues[0];
  return first ? { field: String(first.path[0] ?? ''), key: first.message } : null;
}

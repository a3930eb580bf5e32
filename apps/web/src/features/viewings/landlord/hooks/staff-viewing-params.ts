import { PAGE_SIZE } from '@rentals/domain/limits';
import { VIEWING_STATUSES, type ViewingStatus } from '@rentals/domain/viewings/statuses';

/*
 * /viewings keeps its filters and page in the URL (?status=&assigned=&q=&when=&page=), so a reload,
 * the back button or a shared link shows the same viewings. It opens on the upcoming ones.
 */

export interface StaffViewingParams {
  status: ViewingStatus | '';
  /** 'ME' for the reader, a staff member's id, 'NONE' for viewings nobody took, or '' for anyone. */
  assigned: string;
  search: string;
  when: 'UPCOMING' | 'PAST';
  /** 1-based. */
  page: number;
}

const NAMES = { status: 'status', assigned: 'assigned', search: 'q', when: 'when', page: 'page' } as const;
const FILTERS = ['status', 'assigned', 'search'] as const;

export function readStaffViewingParams(params: URLSearchParams): StaffViewingParams {
  const page = Number.parseInt(params.get(NAMES.page) ?? '', 10);
  const status = params.get(NAMES.status) ?? '';
  return {
    status: (VIEWING_STATUSES as readonly string[]).includes(status) ? (status as ViewingStatus) : '',
    assigned: params.get(NAMES.assigned) ?? '',
    search: params.get(NAMES.search) ?? '',
    when: params.get(NAMES.when) === 'PAST' ? 'PAST' : 'UPCOMING',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blanks, UPCOMING and page 1 left out; a new filter starts at page 1. */
export function writeStaffViewingParams(
  current: StaffViewingParams,
  change: Partial<StaffViewingParams>,
): URLSearchParams {
  const moved = ([...FILTERS, 'when'] as const).some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  // Kept as typed (a trailing space included), so the field showing it does not change under the user.
  for (const key of FILTERS) if (next[key].trim()) params.set(NAMES[key], next[key]);
  if (next.when === 'PAST') params.set(NAMES.when, 'PAST');
  if (next.page > 1) params.set(NAMES.page, String(next.page));
  return params;
}

/** Whether a filter narrows the list (the empty state then offers to clear them). */
export const isStaffViewingFiltered = (p: StaffViewingParams) => FILTERS.some((key) => !!p[key].trim());

/** The API's variables for the page; 'ME' is the reader's own id. */
export function staffViewingVariables(p: StaffViewingParams, viewerId: string) {
  const text = (v: string) => v.trim() || null;
  return {
    where: {
      status: p.status || null,
      assignedTo: p.assigned === 'ME' ? viewerId : text(p.assigned),
      search: text(p.search),
      when: p.when,
    },
    first: PAGE_SIZE,
    skip: (p.page - 1) * PAGE_SIZE,
  };
}

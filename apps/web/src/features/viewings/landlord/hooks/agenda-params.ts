import { VIEWING_STATUSES, type ViewingStatus } from '@rentals/domain/viewings/statuses';

/*
 * /building/viewings keeps its listing, status, first day and page in the URL
 * (?listing=&status=&from=&page=), so a reload or the back button shows the same agenda. Without
 * `from` it opens on this week. The span's viewings are all loaded; pages split them by ten.
 */

export interface AgendaParams {
  listing: string;
  status: ViewingStatus | '';
  /** The first day shown, 'YYYY-MM-DD', or '' for this week. */
  from: string;
  /** 1-based. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAgendaParams(params: URLSearchParams): AgendaParams {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    listing: params.get('listing') ?? '',
    status: (VIEWING_STATUSES as readonly string[]).includes(status) ? (status as ViewingStatus) : '',
    from: DAY.test(from) && !Number.isNaN(Date.parse(from)) ? from : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blanks and page 1 left out; another filter or span starts at page 1. */
export function writeAgendaParams(current: AgendaParams, change: Partial<AgendaParams>): URLSearchParams {
  const keys = ['listing', 'status', 'from'] as const;
  const moved = keys.some((key) => key in change && change[key] !== current[key]);
  const next = { ...current, ...change, ...(moved && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  for (const key of keys) if (next[key]) params.set(key, next[key]);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

/** Whether a listing or status narrows the agenda (the empty state then offers to clear them). */
export const isAgendaFiltered = (p: AgendaParams) => !!(p.listing || p.status);

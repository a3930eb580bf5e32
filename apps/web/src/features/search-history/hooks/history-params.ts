import { PAGE_SIZE } from '@rentals/domain/limits';

/*
 * The search history pages keep their filters and page in the URL (?q=&location=&from=&to=&page=),
 * so going to a user's searches and back, or sharing a link, keeps them.
 */

export interface HistoryParams {
  /** Part of a user's name or e-mail (users page only). */
  search: string;
  location: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** 1-based. */
  page: number;
}

const NAMES = { search: 'q', location: 'location', from: 'from', to: 'to', page: 'page' } as const;

export function readHistoryParams(params: URLSearchParams): HistoryParams {
  const page = Number.parseInt(params.get(NAMES.page) ?? '', 10);
  return {
    search: params.get(NAMES.search) ?? '',
    location: params.get(NAMES.location) ?? '',
    from: params.get(NAMES.from) ?? '',
    to: params.get(NAMES.to) ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters after `change`: blank values and page 1 are left out. A new filter starts at page 1. */
export function writeHistoryParams(current: HistoryParams, change: Partial<HistoryParams>): URLSearchParams {
  const filterChanged = (['search', 'location', 'from', 'to'] as const).some(
    (key) => key in change && change[key] !== current[key],
  );
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  for (const key of ['search', 'location', 'from', 'to'] as const) {
    // Kept as typed (a trailing space included), so the field showing it does not change under the user.
    if (next[key].trim()) params.set(NAMES[key], next[key]);
  }
  if (next.page > 1) params.set(NAMES.page, String(next.page));
  return params;
}

/** The API's filter variables (null for empty) and paging for the page. */
export function historyVariables(p: HistoryParams) {
  const text = (v: string) => v.trim() || null;
  return {
    search: text(p.search),
    location: text(p.location),
    from: p.from || null,
    to: p.to || null,
    first: PAGE_SIZE,
    skip: (p.page - 1) * PAGE_SIZE,
  };
}

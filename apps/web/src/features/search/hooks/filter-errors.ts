import type { SearchFilters } from '@rentals/domain/search/schemas';

/** A filter's problem: a VALIDATION_MESSAGES key and its placeholders. */
export interface FilterIssue {
  key: string;
  params: Record<string, string | number>;
}

export type FilterIssues = Partial<Record<keyof SearchFilters, FilterIssue>>;

interface RawIssue {
  /** zod's path (['bedrooms', 1]) or the API's dotted path ('bedrooms.1'). */
  path: readonly PropertyKey[] | string;
  /** The message key: zod's `message`, the API's `key`. */
  key: string;
  params?: unknown;
}

function params(value: unknown): Record<string, string | number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
}

/**
 * The first issue of each filter, from the shared schema on the page or the API's VALIDATION_FAILED
 * fields, so each message shows next to its filter (`bedrooms.1` → bedrooms, `bounds.north` → bounds).
 */
export function issuesByFilter(issues: readonly RawIssue[]): FilterIssues {
  const byFilter: FilterIssues = {};
  for (const issue of issues) {
    const head = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (typeof head !== 'string' || !head) continue;
    const filter = head as keyof SearchFilters;
    byFilter[filter] ??= { key: issue.key, params: params(issue.params) };
  }
  return byFilter;
}

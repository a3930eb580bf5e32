import { searchHistoryFilterSchema } from '@rentals/domain/search-history/schemas';
import { useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { readHistoryParams, writeHistoryParams, type HistoryParams } from './history-params';

export interface FilterIssue {
  field: 'from' | 'to';
  key: string;
}

const apply = (query: URLSearchParams, change: Partial<HistoryParams>) =>
  writeHistoryParams(readHistoryParams(query), change);

/**
 * The filters and page of a search history page, kept in the URL, with the first issue of the
 * date range (checked by the same schema as the API) so the page can skip a query that would fail.
 */
export function useHistoryParams() {
  const { params, update } = useUrlParams(readHistoryParams, apply);
  const issue = useMemo<FilterIssue | null>(() => {
    const result = searchHistoryFilterSchema.safeParse({ from: params.from || null, to: params.to || null });
    const first = result.error?.issues[0];
    const field = first?.path[0];
    return first && (field === 'from' || field === 'to') ? { field, key: first.message } : null;
  }, [params.from, params.to]);
  return { params, update, issue };
}

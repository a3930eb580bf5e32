import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearch } from '../../../../lib/use-url-search';
import {
  inboxFiltersOf,
  withInboxFilters,
  withoutInboxFilters,
  type InboxFilters,
} from '../format/inbox-filters';

/**
 * The inbox's search text, filters and page, all in the URL (format/inbox-filters.ts), as the
 * other staff lists keep theirs (features/users/staff/hooks/use-user-filters.ts): a reload or a
 * shared link shows the same conversations. A new filter starts again from page 1.
 */
export function useInboxFilters() {
  const search = useUrlSearch();
  const [params, setParams] = useSearchParams();
  const filters = inboxFiltersOf(params);

  const setFilters = useCallback(
    (change: Partial<InboxFilters>) => setParams((prev) => withInboxFilters(prev, change), { replace: true }),
    [setParams],
  );

  // One URL update: two in a row would each start from the same old parameters.
  const { setTyped } = search;
  const clearAll = useCallback(() => {
    setTyped('');
    setParams((prev) => withoutInboxFilters(prev), { replace: true });
  }, [setTyped, setParams]);

  return { ...search, params, filters, setFilters, clearAll } as const;
}

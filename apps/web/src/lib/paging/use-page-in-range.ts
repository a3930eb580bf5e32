import { useEffect } from 'react';
import { pageCountOf } from './page-range';

/**
 * A page past the end (after a delete, or an old link) shows the last page instead, once the
 * answer that says how many there are has come.
 */
export function usePageInRange(
  answered: boolean,
  page: number,
  total: number,
  setPage: (page: number) => void,
) {
  const pageCount = pageCountOf(total);
  useEffect(() => {
    if (answered && page > pageCount) setPage(pageCount);
  }, [answered, page, pageCount, setPage]);
}

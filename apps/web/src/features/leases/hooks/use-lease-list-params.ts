import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readLeaseListParams, writeLeaseListParams, type LeaseListParams } from '../format/list-params';

/** A lease list's filters and page, kept in the URL. */
export function useLeaseListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readLeaseListParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<LeaseListParams>) =>
      setSearchParams((prev) => writeLeaseListParams(readLeaseListParams(prev), change), { replace: true }),
    [setSearchParams],
  );
  return { params, update };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readRequestParams, writeRequestParams, type RequestParams } from './request-params';

/** The filters and page of /viewing-requests, kept in the URL. */
export function useRequestParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readRequestParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<RequestParams>) =>
      setSearchParams((prev) => writeRequestParams(readRequestParams(prev), change), { replace: true }),
    [setSearchParams],
  );
  return { params, update };
}

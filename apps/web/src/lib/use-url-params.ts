import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the URL: `read` turns the query into the page's params,
 * `write` applies a change of them to a query. The one way a list keeps its filters in the URL
 * (useUrlSearch keeps a search box's text and page). Both functions must be stable (module level).
 *
 * React Router's functional setSearchParams hands each call the query of the last render, so two
 * changes before the next render (two filters picked quickly) would lose the first. Each change
 * here builds on the last one asked for until the URL shows it.
 */
export function useUrlParams<P>(
  read: (query: URLSearchParams) => P,
  write: (query: URLSearchParams, change: Partial<P>) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback(
    (change: Partial<P>) => {
      const next = write(pending.current ?? searchParams, change);
      pending.current = next;
      setSearchParams(next, { replace: true });
    },
    [write, searchParams, setSearchParams],
  );
  return { params, update };
}

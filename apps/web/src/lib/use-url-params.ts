import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query and a way to change it. React Router's functional setSearchParams hands each
 * call the query of the last render, so two changes before the next render (two filters picked
 * quickly, a page turned while a search applies) would lose the first. Each change here builds on
 * the last one asked for until the URL shows it. Changes replace the history entry.
 */
export function useQueryChanger() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);
  const change = useCallback(
    (edit: (query: URLSearchParams) => URLSearchParams) => {
      const next = edit(new URLSearchParams(pending.current ?? searchParams));
      pending.current = next;
      setSearchParams(next, { replace: true });
    },
    [searchParams, setSearchParams],
  );
  return [searchParams, change] as const;
}

/**
 * A list's filters and page, kept in the URL: `read` turns the query into the page's params,
 * `write` applies a change of them to a query. The one way a list keeps its filters in the URL
 * (useUrlSearch keeps a search box's text and page). Both functions must be stable (module level).
 */
export function useUrlParams<P>(
  read: (query: URLSearchParams) => P,
  write: (query: URLSearchParams, change: Partial<P>) => URLSearchParams,
) {
  const [searchParams, change] = useQueryChanger();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback((edit: Partial<P>) => change((query) => write(query, edit)), [change, write]);
  return { params, update };
}

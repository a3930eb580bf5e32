import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applicationFilterIssue,
  readApplicationTableParams,
  writeApplicationTableParams,
  type ApplicationTableParams,
} from './application-table-params';

/** The filters and page of /rental-application-table-view, kept in the URL, with their first issue. */
export function useApplicationTableParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readApplicationTableParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ApplicationTableParams>) =>
      setSearchParams((prev) => writeApplicationTableParams(readApplicationTableParams(prev), change), {
        replace: true,
      }),
    [setSearchParams],
  );
  const issue = useMemo(() => applicationFilterIssue(params), [params]);
  return { params, update, issue };
}

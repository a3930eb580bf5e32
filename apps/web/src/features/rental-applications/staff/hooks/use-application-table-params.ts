import { useMemo } from 'react';
import { useUrlParams } from '../../../../lib/use-url-params';
import {
  applicationFilterIssue,
  readApplicationTableParams,
  writeApplicationTableParams,
  type ApplicationTableParams,
} from './application-table-params';

const apply = (query: URLSearchParams, change: Partial<ApplicationTableParams>) =>
  writeApplicationTableParams(readApplicationTableParams(query), change);

/** The filters and page of /rental-application-table-view, kept in the URL, with their first issue. */
export function useApplicationTableParams() {
  const { params, update } = useUrlParams(readApplicationTableParams, apply);
  const issue = useMemo(() => applicationFilterIssue(params), [params]);
  return { params, update, issue };
}

import { useUrlParams } from '../../../lib/use-url-params';
import { readLeaseListParams, writeLeaseListParams, type LeaseListParams } from '../format/list-params';

const apply = (query: URLSearchParams, change: Partial<LeaseListParams>) =>
  writeLeaseListParams(readLeaseListParams(query), change);

/** A lease list's filters and page, kept in the URL. */
export function useLeaseListParams() {
  const { params, update } = useUrlParams(readLeaseListParams, apply);
  return { params, update };
}

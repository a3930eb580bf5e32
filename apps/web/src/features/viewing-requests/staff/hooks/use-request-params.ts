import { useUrlParams } from '../../../../lib/use-url-params';
import { readRequestParams, writeRequestParams, type RequestParams } from './request-params';

const apply = (query: URLSearchParams, change: Partial<RequestParams>) =>
  writeRequestParams(readRequestParams(query), change);

/** The filters and page of /viewing-requests, kept in the URL. */
export function useRequestParams() {
  const { params, update } = useUrlParams(readRequestParams, apply);
  return { params, update };
}

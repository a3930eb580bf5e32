import { useUrlParams } from '../../../../lib/use-url-params';
import { readReviewParams, writeReviewParams, type ReviewParams } from './review-params';

const apply = (query: URLSearchParams, change: Partial<ReviewParams>) =>
  writeReviewParams(readReviewParams(query), change);

/** The listing, status and page of /building/applications, kept in the URL. */
export function useReviewParams() {
  const { params, update } = useUrlParams(readReviewParams, apply);
  return { params, update };
}

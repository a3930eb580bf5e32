import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readReviewParams, writeReviewParams, type ReviewParams } from './review-params';

/** The listing, status and page of /building/applications, kept in the URL. */
export function useReviewParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readReviewParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ReviewParams>) =>
      setSearchParams((prev) => writeReviewParams(readReviewParams(prev), change), { replace: true }),
    [setSearchParams],
  );
  return { params, update };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readStaffViewingParams,
  writeStaffViewingParams,
  type StaffViewingParams,
} from './staff-viewing-params';

/** The filters and page of /viewings, kept in the URL. */
export function useStaffViewingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readStaffViewingParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<StaffViewingParams>) =>
      setSearchParams((prev) => writeStaffViewingParams(readStaffViewingParams(prev), change), {
        replace: true,
      }),
    [setSearchParams],
  );
  return { params, update };
}

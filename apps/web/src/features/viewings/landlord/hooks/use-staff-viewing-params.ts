import { useUrlParams } from '../../../../lib/use-url-params';
import {
  readStaffViewingParams,
  writeStaffViewingParams,
  type StaffViewingParams,
} from './staff-viewing-params';

const apply = (query: URLSearchParams, change: Partial<StaffViewingParams>) =>
  writeStaffViewingParams(readStaffViewingParams(query), change);

/** The filters and page of /viewings, kept in the URL. */
export function useStaffViewingParams() {
  const { params, update } = useUrlParams(readStaffViewingParams, apply);
  return { params, update };
}

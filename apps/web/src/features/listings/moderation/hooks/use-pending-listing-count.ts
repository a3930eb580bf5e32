import { useQuery } from '@apollo/client/react';
import { PendingListingCountDocument } from '../api/admin-listing-operations';

/** The badge follows listings landlords submit meanwhile; reviews here refetch it at once. */
const POLL_MS = 60_000;

/**
 * How many listings await approval, for the side navigation badge; null until known or when
 * `enabled` is false (only Admin and SubAdmin fetch it, spec/01 §6).
 */
export function usePendingListingCount(enabled: boolean): number | null {
  const { data } = useQuery(PendingListingCountDocument, {
    skip: !enabled,
    pollInterval: enabled ? POLL_MS : 0,
    fetchPolicy: 'cache-and-network',
  });
  return enabled ? (data?.requestLisitngCount.count ?? null) : null;
}

import { useQuery } from '@apollo/client/react';
import { RetentionScheduleDocument } from '../api/data-rights-operations';

/** The grace period of a self-deletion, in days, from the schedule the API applies; null while loading. */
export function useGraceDays(): number | null {
  const { data } = useQuery(RetentionScheduleDocument);
  return data?.retentionSchedule.find((e) => e.item === 'ACCOUNT_DELETION_GRACE')?.days ?? null;
}

import { translate } from '@rentals/domain/i18n/translate';
import {
  LEASE_REQUEST_STATUS_LABELS,
  type LeaseRequestStatus,
} from '@rentals/domain/lease-requests/statuses';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import { useLocale } from '../../../i18n/use-locale';

/** New ones stand out, finished ones recede. */
const TONES: Record<LeaseRequestStatus, StatusTone> = {
  NEW: 'attention',
  IN_PROGRESS: 'progress',
  DONE: 'success',
  CLOSED: 'ended',
};

/** A lease request's status as a small outlined label. */
export function LeaseRequestStatusChip({ status }: { status: LeaseRequestStatus }) {
  const locale = useLocale();
  return <StatusChip label={translate(LEASE_REQUEST_STATUS_LABELS[status], locale)} tone={TONES[status]} />;
}

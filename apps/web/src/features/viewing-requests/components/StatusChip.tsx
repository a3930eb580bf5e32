import type { ViewingRequestStatus } from '@rentals/domain/viewings/viewing-requests';
import { useTranslation } from 'react-i18next';
import { StatusChip as ToneChip, type StatusTone } from '../../../components/StatusChip';

/** New ones stand out, finished ones recede. */
const TONES: Record<ViewingRequestStatus, StatusTone> = {
  NEW: 'attention',
  IN_PROGRESS: 'progress',
  DONE: 'success',
  CLOSED: 'ended',
};

/** A request's status as a small outlined label. */
export function StatusChip({ status }: { status: ViewingRequestStatus }) {
  const { t } = useTranslation('viewingRequests');
  return <ToneChip label={t(`status.${status}`)} tone={TONES[status]} />;
}

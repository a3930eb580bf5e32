import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_STATUS_LABELS, type ViewingStatus } from '@rentals/domain/viewings/statuses';
import { StatusChip, type StatusTone } from '../../../components/StatusChip';
import { useLocale } from '../../../i18n/use-locale';

/** What needs an answer stands out, what is over recedes; a no-show went wrong. */
const TONES: Record<ViewingStatus, StatusTone> = {
  REQUESTED: 'attention',
  RESCHEDULE_PROPOSED: 'attention',
  CONFIRMED: 'success',
  COMPLETED: 'progress',
  DECLINED: 'ended',
  CANCELLED: 'ended',
  NO_SHOW: 'danger',
};

/** A viewing's status as a small outlined label. */
export function ViewingStatusChip({ status }: { status: ViewingStatus }) {
  const locale = useLocale();
  return <StatusChip label={translate(VIEWING_STATUS_LABELS[status], locale)} tone={TONES[status]} />;
}

import { translate } from '@rentals/domain/i18n/translate';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@rentals/domain/rental-applications/statuses';
import { StatusChip, type StatusTone } from '../../../../components/StatusChip';
import { useLocale } from '../../../../i18n/use-locale';

/** What waits for the landlord stands out, what is over recedes. */
const TONES: Record<ApplicationStatus, StatusTone> = {
  SUBMITTED: 'attention',
  VIEWED: 'progress',
  SHORTLISTED: 'highlight',
  APPROVED: 'success',
  DECLINED: 'danger',
  WITHDRAWN: 'ended',
  EXPIRED: 'ended',
};

/** An application's status as a small outlined label, in the domain's words. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const locale = useLocale();
  return <StatusChip label={translate(APPLICATION_STATUS_LABELS[status], locale)} tone={TONES[status]} />;
}

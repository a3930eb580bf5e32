import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@rentals/domain/rental-applications/statuses';
import { useLocale } from '../../../../i18n/use-locale';

const COLORS: Record<ApplicationStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  SUBMITTED: 'info',
  VIEWED: 'default',
  SHORTLISTED: 'primary',
  APPROVED: 'success',
  DECLINED: 'error',
  WITHDRAWN: 'default',
  EXPIRED: 'warning',
};

/** An application's status in the domain's words; the colour only repeats what the text says. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(APPLICATION_STATUS_LABELS[status], locale)}
    />
  );
}

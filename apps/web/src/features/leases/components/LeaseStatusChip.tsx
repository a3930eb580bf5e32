import Chip, { type ChipProps } from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import { LEASE_STATUS_LABELS, type LeaseStatus } from '@rentals/domain/leases/statuses';
import { useLocale } from '../../../i18n/use-locale';

const COLORS: Record<LeaseStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SENT: 'info',
  COMPLETED: 'success',
  DECLINED: 'error',
  VOIDED: 'default',
  EXPIRED: 'warning',
};

/** A lease's status in words (outlined: the filled colours fail contrast with small text). */
export function LeaseStatusChip({ status }: { status: LeaseStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(LEASE_STATUS_LABELS[status], locale)}
    />
  );
}

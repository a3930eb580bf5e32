import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import { LEASE_STATUS_LABELS, type LeaseStatus } from '@rentals/domain/leases/statuses';
import { useLocale } from '../../../i18n/use-locale';

/** Text colours that read at 4.5:1 on white: what waits stands out, what is over recedes. */
const COLORS: Record<LeaseStatus, string> = {
  DRAFT: '#4a5550',
  SENT: '#1d3557',
  COMPLETED: '#00703c',
  DECLINED: '#a4262c',
  VOIDED: '#4a5550',
  EXPIRED: '#8a3b00',
};

/** A lease's status as a small outlined label, in the domain's words. */
export function LeaseStatusChip({ status }: { status: LeaseStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(LEASE_STATUS_LABELS[status], locale)}
      sx={{
        color: COLORS[status],
        borderColor: COLORS[status],
        bgcolor: 'background.paper',
        fontWeight: 600,
      }}
    />
  );
}

import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@rentals/domain/rental-applications/statuses';
import { useLocale } from '../../../../i18n/use-locale';

/*
 * Text colours that read at 4.5:1 on white, as the viewing statuses use them: what awaits a
 * decision stands out, what is over recedes. The colour only repeats what the text says.
 */
const COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: '#8a3b00',
  VIEWED: '#8a3b00',
  SHORTLISTED: '#1d3557',
  APPROVED: '#00703c',
  DECLINED: '#a4262c',
  WITHDRAWN: '#4a5550',
  EXPIRED: '#4a5550',
};

/** An application's status in the domain's words, as a small outlined label. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(APPLICATION_STATUS_LABELS[status], locale)}
      sx={{
        color: COLORS[status],
        borderColor: COLORS[status],
        bgcolor: 'background.paper',
        fontWeight: 600,
      }}
    />
  );
}

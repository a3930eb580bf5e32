import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_STATUS_LABELS, type ViewingStatus } from '@rentals/domain/viewings/statuses';
import { useLocale } from '../../../i18n/use-locale';

/** Text colours that read at 4.5:1 on white: what needs an answer stands out, what is over recedes. */
const COLORS: Record<ViewingStatus, string> = {
  REQUESTED: '#8a3b00',
  RESCHEDULE_PROPOSED: '#8a3b00',
  CONFIRMED: '#00703c',
  COMPLETED: '#1d3557',
  DECLINED: '#4a5550',
  CANCELLED: '#4a5550',
  NO_SHOW: '#a4262c',
};

/** A viewing's status as a small outlined label. */
export function ViewingStatusChip({ status }: { status: ViewingStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(VIEWING_STATUS_LABELS[status], locale)}
      sx={{
        color: COLORS[status],
        borderColor: COLORS[status],
        bgcolor: 'background.paper',
        fontWeight: 600,
      }}
    />
  );
}

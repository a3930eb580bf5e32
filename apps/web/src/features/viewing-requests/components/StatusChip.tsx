import Chip from '@mui/material/Chip';
import type { ViewingRequestStatus } from '@rentals/domain/viewings/viewing-requests';
import { useTranslation } from 'react-i18next';

/** Text colours that read at 4.5:1 on white: new ones stand out, finished ones recede. */
const COLORS: Record<ViewingRequestStatus, string> = {
  NEW: '#8a3b00',
  IN_PROGRESS: '#1d3557',
  DONE: '#00703c',
  CLOSED: '#4a5550',
};

/** A request's status as a small outlined label. */
export function StatusChip({ status }: { status: ViewingRequestStatus }) {
  const { t } = useTranslation('viewingRequests');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
      sx={{
        color: COLORS[status],
        borderColor: COLORS[status],
        bgcolor: 'background.paper',
        fontWeight: 600,
      }}
    />
  );
}

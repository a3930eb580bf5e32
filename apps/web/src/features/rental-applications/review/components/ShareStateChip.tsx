import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import { SHARE_STATE_LABELS, type ShareState } from '@rentals/domain/rental-applications/shares';
import { useLocale } from '../../../../i18n/use-locale';

/** As ApplicationStatusChip: colours that read at 4.5:1 on white; an active share stands out. */
const COLORS: Record<ShareState, string> = {
  ACTIVE: '#00703c',
  REVOKED: '#a4262c',
  EXPIRED: '#4a5550',
  WITHDRAWN: '#4a5550',
  ERASED: '#4a5550',
};

/** Whether the landlord still reads the application, in the domain's words (SHARE_STATE_LABELS). */
export function ShareStateChip({ state }: { state: ShareState }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(SHARE_STATE_LABELS[state], locale)}
      sx={{ color: COLORS[state], borderColor: COLORS[state], bgcolor: 'background.paper', fontWeight: 600 }}
    />
  );
}

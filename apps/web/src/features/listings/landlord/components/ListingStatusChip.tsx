import Chip from '@mui/material/Chip';
import { LISTING_STATUS_LABELS, type ListingStatus } from '@rentals/domain/listings/enums';
import { translate } from '@rentals/domain/i18n/translate';
import { useLocale } from '../../../../i18n/use-locale';

/* Light backgrounds with dark text: MUI's filled warning chip is 3:1, under WCAG AA for its text. */
const COLOURS: Record<ListingStatus, { bgcolor: string; color: string }> = {
  PENDING_APPROVAL: { bgcolor: '#fff4e5', color: '#663c00' },
  INACTIVE: { bgcolor: '#eceff1', color: '#37474f' },
  ACTIVE: { bgcolor: '#e3f5ea', color: '#00522a' },
  UNAVAILABLE: { bgcolor: '#eceff1', color: '#37474f' },
  AVAILABLE: { bgcolor: '#e3f5ea', color: '#00522a' },
};

/** The status the API computed for the viewer (spec/01 §4), with its en/fr label. */
export function ListingStatusChip({ status }: { status: ListingStatus }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      label={translate(LISTING_STATUS_LABELS[status], locale)}
      sx={{ ...COLOURS[status], fontWeight: 700 }}
    />
  );
}

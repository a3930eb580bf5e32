import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import {
  VIEWING_REQUEST_KIND_LABELS,
  type ViewingRequestKind,
} from '@rentals/domain/viewings/viewing-requests';
import { useLocale } from '../../../i18n/use-locale';

/** Where a request in the staff list comes from, as a small filled label beside its status. */
export function KindChip({ kind }: { kind: ViewingRequestKind }) {
  const locale = useLocale();
  return (
    <Chip
      size="small"
      label={translate(VIEWING_REQUEST_KIND_LABELS[kind], locale)}
      sx={{
        fontWeight: 600,
        // Dark text on a light tint: 4.5:1 or more for each kind.
        color: '#1f2a24',
        bgcolor: kind === 'VIEWING' ? '#e8eeeb' : kind === 'LANDLORD_ENQUIRY' ? '#fdebd3' : '#dcecf9',
      }}
    />
  );
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import { translate } from '@rentals/domain/i18n/translate';
import { LISTING_STATUS_LABELS } from '@rentals/domain/listings/enums';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import type { AdminListing } from './listing-cells';

/**
 * The status as staff see it (spec/01 §4: Unavailable when hidden, Available otherwise), as a
 * button that changes it: a hidden listing becomes available at once, an available one opens
 * 'Mark Listing as Unavailable'. It is a button for every staff member who sees the list: without
 * the listings edit permission the page answers the click with 'You don't have an access' (spec/01
 * §4 item 8), so the refusal is said rather than the control silently missing.
 */
export function AvailabilityToggle({
  listing,
  busy,
  onToggle,
}: {
  listing: AdminListing;
  busy: boolean;
  onToggle: (listing: AdminListing) => void;
}) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const hidden = listing.isHidden;
  const label = translate(LISTING_STATUS_LABELS[hidden ? 'UNAVAILABLE' : 'AVAILABLE'], locale);
  return (
    <Button
      size="small"
      variant="outlined"
      color={hidden ? 'inherit' : 'primary'}
      startIcon={hidden ? <VisibilityOff /> : <Visibility />}
      loading={busy}
      onClick={() => onToggle(listing)}
      aria-label={t(hidden ? 'toggle.makeAvailable' : 'toggle.markUnavailable', { title: listing.title })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

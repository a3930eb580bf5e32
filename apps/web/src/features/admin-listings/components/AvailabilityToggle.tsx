import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { translate } from '@rentals/domain/i18n/translate';
import { LISTING_STATUS_LABELS } from '@rentals/domain/listings/enums';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { AdminListing } from './listing-cells';

/**
 * The status as staff see it (spec/01 §4: Unavailable when hidden, Available otherwise), as a
 * button that changes it: a hidden listing becomes available at once, an available one opens
 * 'Mark Listing as Unavailable'. Without the listings edit permission it is only shown.
 */
export function AvailabilityToggle({
  listing,
  enabled,
  busy,
  onToggle,
}: {
  listing: AdminListing;
  enabled: boolean;
  busy: boolean;
  onToggle: (listing: AdminListing) => void;
}) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const hidden = listing.isHidden;
  const label = translate(LISTING_STATUS_LABELS[hidden ? 'UNAVAILABLE' : 'AVAILABLE'], locale);
  if (!enabled) {
    return (
      <Chip
        size="small"
        label={label}
        sx={{
          fontWeight: 700,
          ...(hidden ? { bgcolor: '#eceff1', color: '#37474f' } : { bgcolor: '#e3f5ea', color: '#00522a' }),
        }}
      />
    );
  }
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

import Chip from '@mui/material/Chip';
import type { ListingState } from '@rentals/domain/listings/states';
import { useTranslation } from 'react-i18next';
import { STATE_COLOURS } from '../format/map-points';

/**
 * A listing's state as a labelled chip in the markers' colours (map-points.ts): the text says it,
 * the colour only repeats it, at WCAG AA contrast.
 */
export function StateChip({ state }: { state: ListingState }) {
  const { t } = useTranslation('mapTracker');
  return (
    <Chip
      size="small"
      label={t(`map.state.${state}`)}
      sx={{ bgcolor: STATE_COLOURS[state].background, color: STATE_COLOURS[state].text, fontWeight: 700 }}
    />
  );
}

import Chip from '@mui/material/Chip';
import type { ListingState } from '@rentals/domain/admin/back-office';
import { useTranslation } from 'react-i18next';

/** Border colours; the text stays the body colour, so it keeps its contrast on any of them. */
const COLOURS: Record<ListingState, string> = {
  PENDING: '#b26a00',
  ACTIVE: '#007a3f',
  HIDDEN: '#757575',
  PREMIUM: '#8a4b00',
};

/** A listing's state as a labelled chip (the text says it; the colour only repeats it). */
export function StateChip({ state }: { state: ListingState }) {
  const { t } = useTranslation('adminBack');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`map.state.${state}`)}
      sx={{ borderColor: COLOURS[state], borderWidth: 2 }}
    />
  );
}

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Up and down buttons of a row, named after it; the first cannot go up, the last not down. */
export function ReorderButtons({
  name,
  index,
  count,
  disabled,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation('plans');
  return (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={t('staff.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('staff.moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Stack>
  );
}

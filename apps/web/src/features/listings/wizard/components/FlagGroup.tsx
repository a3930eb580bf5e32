import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bilingual } from '@rentals/domain/i18n/translate';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { toggleChoice } from '../form/choices';

/**
 * A multi-select of flags as a labelled group of checkboxes, in columns that fit the width. Flags
 * suggested by the picture scan and not yet ticked are offered as chips that tick them.
 */
export function FlagGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  toggle = toggleChoice,
  error,
  suggested,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, Bilingual>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** How checking one option changes the others (the pets' 'none' clears them). */
  toggle?: (options: readonly T[], selected: readonly T[], option: T, checked: boolean) => T[];
  error?: string;
  /** Flags seen in the pictures (scanImage), offered for one-click ticking. */
  suggested?: readonly T[];
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const errorId = useId();
  const offered = (suggested ?? []).filter((option) => !value.includes(option));
  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </FormLabel>
      {offered.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('scan.seen')}
          </Typography>
          {offered.map((option) => (
            <Chip
              key={option}
              size="small"
              color="primary"
              variant="outlined"
              label={labels[option][locale]}
              aria-label={t('scan.add', { name: labels[option][locale] })}
              onClick={() => onChange(toggle(options, value, option, true))}
            />
          ))}
        </Stack>
      )}
      <FormGroup
        aria-describedby={error ? errorId : undefined}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={labels[option][locale]}
            control={
              <Checkbox
                checked={value.includes(option)}
                onChange={(event) => onChange(toggle(options, value, option, event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

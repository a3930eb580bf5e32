import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { translate } from '@rentals/domain/i18n/translate';
import { RENTAL_LAW_PROVINCES } from '@rentals/domain/rental-laws/provinces';
import type { RentalLawReader } from '@rentals/domain/rental-laws/rules';
import type { Province } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { ReaderChoice } from '../format/reader-choice';

const NATIVE = { select: { native: true } } as const;

/** The province (a native select: the phone's own picker) and 'I am a renter / landlord'. */
export function ReaderChoiceControls({
  choice,
  onChange,
}: {
  choice: ReaderChoice;
  /** The part chosen: the other part is read from the URL when the change applies, not from this render. */
  onChange: (change: Partial<ReaderChoice>) => void;
}) {
  const { t } = useTranslation('rentalLaws');
  const locale = useLocale();
  const provinces = [...RENTAL_LAW_PROVINCES].sort((a, b) =>
    translate(a.name, locale).localeCompare(translate(b.name, locale), locale),
  );
  return (
    <Stack
      role="group"
      aria-label={t('choiceLabel')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        label={t('province')}
        value={choice.province}
        onChange={(event) => onChange({ province: event.target.value as Province })}
        slotProps={NATIVE}
        sx={{ width: { xs: '100%', sm: 300 }, flexShrink: 0 }}
      >
        {provinces.map((p) => (
          <option key={p.province} value={p.province}>
            {translate(p.name, locale)}
          </option>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        value={choice.reader}
        aria-label={t('iAm')}
        onChange={(_event, reader: RentalLawReader | null) => {
          if (reader) onChange({ reader });
        }}
        sx={{ '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, textTransform: 'none', px: 2 } }}
      >
        <ToggleButton value="RENTER">{t('renter')}</ToggleButton>
        <ToggleButton value="LANDLORD">{t('landlord')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ALERT_FREQUENCIES } from '@rentals/domain/saved-searches/enums';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** 'Alerts: Instant / Daily / None' as radio buttons bound to a form field. */
export function FrequencyField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const { t } = useTranslation('savedSearches');
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={labelId}>{t('frequency.label')}</FormLabel>
          <RadioGroup aria-labelledby={labelId} {...field}>
            {ALERT_FREQUENCIES.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={t(`frequency.${f}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  PARKING_TYPE_LABELS,
  PARKING_TYPES,
  STORAGE_OPTION_LABELS,
  STORAGE_OPTIONS,
} from '@rentals/domain/listings/enums';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { NumberField } from '../../../../components/NumberField';
import type { StepProps } from './step-props';
import { WizardTextField } from './WizardTextField';

const half = { xs: 12, sm: 6 } as const;

/** A required yes/no question ('This question is required' when unanswered). */
function YesNoField({
  name,
  control,
  errorText,
}: Pick<StepProps, 'control' | 'errorText'> & { name: 'maintenance' | 'smokeAlarm' }) {
  const { t } = useTranslation('listingWizard');
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = errorText(name, fieldState.error);
        return (
          <FormControl component="fieldset" error={!!error} required>
            <FormLabel component="legend" id={labelId}>
              {t(`fields.${name}`)}
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
            >
              <FormControlLabel
                value="yes"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label={t('yes')}
              />
              <FormControlLabel value="no" control={<Radio />} label={t('no')} />
            </RadioGroup>
            {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/** Step 4 (spec/03 §3.2): unit number, parking, lease term, parking spots, storage, maintenance, smoke alarm. */
export function UnitDetailsStep({ control, errorText }: StepProps) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const common = { control, errorText } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <WizardTextField {...common} name="number" />
      </Grid>
      <Grid size={half}>
        <WizardTextField {...common} name="parking" select required>
          <MenuItem value="">{t('choose')}</MenuItem>
          {PARKING_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {PARKING_TYPE_LABELS[value][locale]}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={half}>
        <NumberField {...common} name="leaseTerm" label={t('fields.leaseTerm')} kind="integer" fullWidth />
      </Grid>
      <Grid size={half}>
        <NumberField
          {...common}
          name="parkingSpots"
          label={t('fields.parkingSpots')}
          kind="integer"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <WizardTextField {...common} name="storage" select required>
          <MenuItem value="">{t('choose')}</MenuItem>
          {STORAGE_OPTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {STORAGE_OPTION_LABELS[value][locale]}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={half} />
      <Grid size={half}>
        <YesNoField {...common} name="maintenance" />
      </Grid>
      <Grid size={half}>
        <YesNoField {...common} name="smokeAlarm" />
      </Grid>
    </Grid>
  );
}

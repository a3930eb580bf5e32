import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import {
  PARKING_TYPE_LABELS,
  PARKING_TYPES,
  STORAGE_OPTION_LABELS,
  STORAGE_OPTIONS,
} from '@rentals/domain/listings/enums';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { ControlledYesNo } from '../../../../components/ControlledYesNo';
import { NumberField } from '../../../../components/NumberField';
import type { StepProps } from './step-props';
import { WizardTextField } from './WizardTextField';

const half = { xs: 12, sm: 6 } as const;

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
        <ControlledYesNo
          {...common}
          name="maintenance"
          label={t('fields.maintenance')}
          yesLabel={t('yes')}
          noLabel={t('no')}
          required
        />
      </Grid>
      <Grid size={half}>
        <ControlledYesNo
          {...common}
          name="smokeAlarm"
          label={t('fields.smokeAlarm')}
          yesLabel={t('yes')}
          noLabel={t('no')}
          required
        />
      </Grid>
    </Grid>
  );
}

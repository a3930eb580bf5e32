import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BATHROOMS, BEDROOM_LABELS, BEDROOMS } from '@rentals/domain/listings/enums';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { useLocale } from '../../../../i18n/use-locale';
import { NumberField } from '../../../../components/NumberField';
import { setPricingMode } from '../form/pricing';
import type { StepProps } from './step-props';
import { WizardTextField } from './WizardTextField';
import { numberFormat } from '../../../../lib/format/number';

const half = { xs: 12, sm: 6 } as const;

/** Step 3 (spec/03 §3.2): the unit's title, date, rooms, size, pricing mode, price and deposit. */
export function UnitStep({ control, errorText, editMode, getValues, setValue }: StepProps) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const pricingLabel = useId();
  const contactForPricing = useWatch({ control, name: 'contactForPricing' });
  const common = { control, errorText } as const;
  const bathroomFormat = numberFormat(locale);

  const choosePricing = (contact: boolean) => {
    const next = setPricingMode(
      {
        contactForPricing: getValues('contactForPricing'),
        monthlyPrice: getValues('monthlyPrice'),
        deposit: getValues('deposit'),
      },
      contact,
    );
    const options = { shouldDirty: true } as const;
    setValue('contactForPricing', next.contactForPricing, options);
    setValue('monthlyPrice', next.monthlyPrice, options);
    setValue('deposit', next.deposit, options);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <WizardTextField {...common} name="unitTitle" required />
      </Grid>
      <Grid size={half}>
        <WizardTextField
          {...common}
          name="startDateAvailability"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={half}>
        <NumberField
          {...common}
          name="unitSize"
          label={t('fields.unitSize')}
          kind="integer"
          required
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <WizardTextField {...common} name="bedrooms" select required>
          <MenuItem value="">{t('choose')}</MenuItem>
          {BEDROOMS.map((value) => (
            <MenuItem key={value} value={value}>
              {BEDROOM_LABELS[value][locale]}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={half}>
        <WizardTextField {...common} name="bathrooms" select required>
          <MenuItem value="">{t('choose')}</MenuItem>
          {BATHROOMS.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {bathroomFormat.format(value)}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={12}>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={pricingLabel} sx={{ mb: 0.5 }}>
            {t('fields.contactForPricing')}
          </FormLabel>
          <Controller
            name="contactForPricing"
            control={control}
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={field.value ? 'contact' : 'price'}
                onChange={(_, value: 'contact' | 'price' | null) => {
                  if (value) choosePricing(value === 'contact');
                }}
                aria-labelledby={pricingLabel}
                // The theme's selected green on its own tint is below 4.5:1; the darker shade reads.
                sx={{ '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
              >
                <ToggleButton value="contact">{t('pricing.contact')}</ToggleButton>
                <ToggleButton value="price">{t('pricing.price')}</ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        </FormControl>
      </Grid>
      <Grid size={half}>
        <NumberField
          {...common}
          name="monthlyPrice"
          label={t('fields.monthlyPrice')}
          kind="decimal"
          money
          required={!contactForPricing}
          disabled={contactForPricing}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <NumberField
          {...common}
          name="deposit"
          label={t('fields.deposit')}
          kind="decimal"
          money
          required={!contactForPricing}
          disabled={contactForPricing}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ControlledSwitch control={control} name="den" label={t('fields.den')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <ControlledSwitch control={control} name="furnished" label={t('fields.furnished')} />
      </Grid>
      {editMode && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <ControlledSwitch control={control} name="available" label={t('fields.available')} />
        </Grid>
      )}
    </Grid>
  );
}

import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import {
  POSTER_ROLE_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PosterRole,
} from '@rentals/domain/listings/enums';
import { Controller, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { NumberField } from '../../../../components/NumberField';
import { posterRoleChoices } from '../form/choices';
import { AddressField } from './AddressField';
import type { StepProps } from './step-props';
import { WizardTextField } from './WizardTextField';

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 4 } as const;

/**
 * Step 1 (spec/03 §3.2): poster type, property type, address, building title, units, floors, year.
 * `roles` replaces the dialog's poster types (the list-with-us wizard offers all five, required).
 */
export function PropertyStep({ control, errorText, roles }: StepProps & { roles?: readonly PosterRole[] }) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const common = { control, errorText } as const;
  // The stored poster type as the dialog opened (the form's default), offered even when the
  // dialog's own list lacks it.
  const storedRole = useFormState({ control }).defaultValues?.role ?? '';
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <WizardTextField {...common} name="role" select required={!!roles}>
          <MenuItem value="">{t('choose')}</MenuItem>
          {(roles ?? posterRoleChoices(storedRole)).map((role) => (
            <MenuItem key={role} value={role}>
              {POSTER_ROLE_LABELS[role][locale]}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={half}>
        <WizardTextField {...common} name="propertyType" select required>
          {PROPERTY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type][locale]}
            </MenuItem>
          ))}
        </WizardTextField>
      </Grid>
      <Grid size={12}>
        <Controller
          name="address"
          control={control}
          render={({ field, fieldState }) => (
            <AddressField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errorText('address', fieldState.error)}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <WizardTextField {...common} name="title" required />
      </Grid>
      <Grid size={third}>
        <NumberField
          {...common}
          name="totalUnitsInBuilding"
          label={t('fields.totalUnitsInBuilding')}
          kind="integer"
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <NumberField
          {...common}
          name="storiesInBuilding"
          label={t('fields.storiesInBuilding')}
          kind="integer"
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <NumberField
          {...common}
          name="buildingConstructionYear"
          label={t('fields.buildingConstructionYear')}
          kind="integer"
          placeholder="YYYY"
          fullWidth
        />
      </Grid>
    </Grid>
  );
}

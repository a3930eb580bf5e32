import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOCATION_TAG_LABELS,
  LOCATION_TAGS,
  PET_LABELS,
  PETS,
  UTILITIES,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  BUILDING_AMENITY_LABELS,
  TENANT_REQUIREMENT_LABELS,
  TENANT_REQUIREMENTS,
} from '@rentals/domain/listings/features';
import { flagsFromFeatures } from '@rentals/domain/descriptions/detected-features';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { togglePetChoice } from '../form/choices';
import { useDetectedFeatures } from '../hooks/use-picture-scan';
import type { PictureItem } from '../form/wizard-values';
import { FlagGroup } from './FlagGroup';
import { PictureManager } from './PictureManager';
import type { StepProps } from './step-props';
import { WizardTextField } from './WizardTextField';

/** Step 2 (spec/03 §3.2): utilities, amenities, pets, tags, tenant requirements, basement, pictures. */
export function BuildingStep({
  control,
  errorText,
  editMode,
  getValues,
  setValue,
  onPicturesReordered,
}: StepProps & { onPicturesReordered: (items: PictureItem[]) => void }) {
  const { t } = useTranslation('listingWizard');
  const suggested = flagsFromFeatures(useDetectedFeatures());
  return (
    <Stack spacing={3}>
      <Controller
        name="utilities"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.utilities')}
            options={UTILITIES}
            labels={UTILITY_LABELS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        name="amenities"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.amenities')}
            options={BUILDING_AMENITIES}
            labels={BUILDING_AMENITY_LABELS}
            value={field.value}
            onChange={field.onChange}
            suggested={suggested.amenities}
          />
        )}
      />
      <Controller
        name="pets"
        control={control}
        render={({ field, fieldState }) => (
          <FlagGroup
            legend={t('sections.pets')}
            options={PETS}
            labels={PET_LABELS}
            value={field.value}
            onChange={field.onChange}
            toggle={togglePetChoice}
            error={errorText('pets', fieldState.error)}
          />
        )}
      />
      <Controller
        name="tags"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.tags')}
            options={LOCATION_TAGS}
            labels={LOCATION_TAG_LABELS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        name="tenantRequirements"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.tenantRequirements')}
            options={TENANT_REQUIREMENTS}
            labels={TENANT_REQUIREMENT_LABELS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <ControlledSwitch control={control} name="basement" label={t('fields.basement')} />
      {editMode && <WizardTextField control={control} errorText={errorText} name="moveInBonuses" multiline />}
      <section aria-labelledby="wizard-pictures-heading">
        <Typography
          id="wizard-pictures-heading"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('sections.pictures')}
        </Typography>
        <Controller
          name="pictures"
          control={control}
          render={({ field, fieldState }) => (
            <PictureManager
              items={field.value}
              inputRef={field.ref}
              update={(change) =>
                setValue('pictures', change(getValues('pictures')), {
                  shouldDirty: true,
                  shouldValidate: !!fieldState.error,
                })
              }
              onReordered={onPicturesReordered}
              error={errorText('pictures', fieldState.error)}
            />
          )}
        />
      </section>
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  UNIT_AMENITIES,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCE_LABELS,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import { flagsFromFeatures } from '@rentals/domain/descriptions/detected-features';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDescriptionFacts } from '../form/payload';
import { useDetectedFeatures } from '../hooks/use-picture-scan';
import { DescriptionField } from './DescriptionField';
import { FlagGroup } from './FlagGroup';
import { FloorPlanField } from './FloorPlanField';
import { PictureManager } from './PictureManager';
import type { StepProps } from './step-props';

/**
 * Step 5 (spec/03 §3.2): appliances, unit amenities, floor plan and the AI description. A new unit
 * of an existing building (`newUnit`) has its own pictures here instead of the building's description.
 * `flagsOnly` keeps the appliances and amenities: the list-with-us wizard's units, whose visitor
 * may have no account yet for the floor plan upload and the written description.
 */
export function FeaturesStep({
  control,
  errorText,
  editMode,
  getValues,
  setValue,
  newUnit = false,
  flagsOnly = false,
}: StepProps & { newUnit?: boolean; flagsOnly?: boolean }) {
  const { t } = useTranslation('listingWizard');
  const detected = useDetectedFeatures();
  const suggested = flagsFromFeatures(detected);
  return (
    <Stack spacing={3}>
      <Controller
        name="unitAppliances"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.unitAppliances')}
            options={UNIT_APPLIANCES}
            labels={UNIT_APPLIANCE_LABELS}
            value={field.value}
            onChange={field.onChange}
            suggested={suggested.unitAppliances}
          />
        )}
      />
      <Controller
        name="unitAmenities"
        control={control}
        render={({ field }) => (
          <FlagGroup
            legend={t('sections.unitAmenities')}
            options={UNIT_AMENITIES}
            labels={UNIT_AMENITY_LABELS}
            value={field.value}
            onChange={field.onChange}
            suggested={suggested.unitAmenities}
          />
        )}
      />
      {!flagsOnly && (
        <section aria-labelledby="wizard-floorplan-heading">
          <Typography
            id="wizard-floorplan-heading"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('sections.floorplan')}
          </Typography>
          <Controller
            name="floorplan"
            control={control}
            render={({ field }) => <FloorPlanField value={field.value} onChange={field.onChange} />}
          />
        </section>
      )}
      {newUnit && !flagsOnly && (
        <section aria-labelledby="wizard-unit-pictures-heading">
          <Typography
            id="wizard-unit-pictures-heading"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('sections.unitPictures')}
          </Typography>
          <Controller
            name="unitPictures"
            control={control}
            render={({ field, fieldState }) => (
              <PictureManager
                items={field.value}
                inputRef={field.ref}
                hint={t('pictures.unitHint')}
                update={(change) =>
                  setValue('unitPictures', change(getValues('unitPictures')), {
                    shouldDirty: true,
                    shouldValidate: !!fieldState.error,
                  })
                }
                error={errorText('unitPictures', fieldState.error)}
              />
            )}
          />
        </section>
      )}
      {!newUnit && !flagsOnly && (
        <section aria-labelledby="wizard-description-heading">
          <Typography
            id="wizard-description-heading"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {t('sections.description')}
          </Typography>
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <DescriptionField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                facts={() => toDescriptionFacts(getValues(), detected)}
                editMode={editMode}
                error={errorText('description', fieldState.error)}
              />
            )}
          />
        </section>
      )}
    </Stack>
  );
}

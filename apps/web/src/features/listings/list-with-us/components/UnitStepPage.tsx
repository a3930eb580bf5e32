import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIST_WITH_US_MAX_UNITS } from '@rentals/domain/listings/list-with-us';
import { FeaturesStep } from '../../wizard/components/FeaturesStep';
import type { StepProps } from '../../wizard/components/step-props';
import { UnitDetailsStep } from '../../wizard/components/UnitDetailsStep';
import { UnitStep } from '../../wizard/components/UnitStep';
import type { WizardValues } from '../../wizard/form/wizard-values';
import type { WizardErrorText } from '../../wizard/hooks/use-wizard-error-text';

/**
 * One unit on one step (steps 3 to 5): the dialog's unit, unit details and features pages stacked
 * in sections, and the choice to add the next unit (the second and third are optional).
 */
export function UnitStepPage({
  unit,
  form,
  errorText,
  unitCount,
  editMode = false,
  nextUnitStored = false,
  onUnitChosen,
}: {
  unit: number;
  form: UseFormReturn<WizardValues>;
  errorText: WizardErrorText;
  unitCount: number;
  /** Edit mode: the dialog's edit fields (availability) show. */
  editMode?: boolean;
  /** Edit mode: the next unit is a stored one, which the wizard edits but does not remove. */
  nextUnitStored?: boolean;
  onUnitChosen: (unit: number, chosen: boolean) => void;
}) {
  const { t } = useTranslation('listWithUs');
  const props: StepProps = {
    control: form.control,
    errorText,
    editMode,
    getValues: form.getValues,
    setValue: form.setValue,
  };
  const nextUnit = unit + 1;
  const section = (key: 'unit' | 'details' | 'features') => (
    <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
      {t(`units.sections.${key}`)}
    </Typography>
  );
  return (
    <Stack spacing={4}>
      <section>
        {section('unit')}
        <UnitStep {...props} />
      </section>
      <section>
        {section('details')}
        <UnitDetailsStep {...props} />
      </section>
      <section>
        {section('features')}
        <FeaturesStep {...props} flagsOnly />
      </section>
      {nextUnit < LIST_WITH_US_MAX_UNITS && (
        <section>
          <FormControlLabel
            control={
              <Switch
                checked={unitCount > nextUnit}
                disabled={nextUnitStored}
                onChange={(event) => onUnitChosen(nextUnit, event.target.checked)}
              />
            }
            label={t(nextUnit === 1 ? 'units.addSecond' : 'units.addThird')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('units.addHint')}
          </Typography>
        </section>
      )}
    </Stack>
  );
}

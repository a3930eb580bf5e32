import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PLAN_KINDS, PLAN_UNITS } from '@rentals/domain/billing/plans';
import { planInputSchema } from '@rentals/domain/billing/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffFeatureFieldsFragment, StaffPlanFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { NUMBER_INPUT_MODE } from '../../../lib/forms/number-text';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { CreatePlanDocument, UpdatePlanDocument } from '../api/staff-plan-operations';
import { localName } from '../format/plan-display';
import { planFormSchema, planFormValues, type PlanFormValues } from '../format/plan-form';

const FIELDS = [
  'id',
  'nameEn',
  'nameFr',
  'descriptionEn',
  'descriptionFr',
  'priceCents',
  'depositCents',
  'unit',
  'planGroup',
  'kind',
  'featureIds',
] as const;

/**
 * Add or edit a plan (staff with plans add/edit): names and descriptions in both languages, the
 * price in dollars, the group, kind and unit, and its features chosen from /features.
 */
export function PlanFormDialog({
  plan,
  features,
  onClose,
  onSaved,
}: {
  plan: StaffPlanFieldsFragment | null;
  features: readonly StaffFeatureFieldsFragment[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const titleId = useId();
  const formId = `${titleId}-form`;
  const { textField, handleSubmit, setError, formError, control, formState } = useDomainForm<
    ReturnType<typeof planFormSchema.parse>,
    PlanFormValues
  >(planFormSchema, planFormValues(plan));
  const [create] = useMutation(CreatePlanDocument);
  const [update] = useMutation(UpdatePlanDocument);
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const money = { htmlInput: { inputMode: NUMBER_INPUT_MODE.decimal } } as const;

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (plan) await update({ variables: { id: plan.id, data } });
      else await create({ variables: { data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{plan ? t('staff.editPlan') : t('staff.addPlan')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
        >
          <FormAlert message={formError.message} />
          <TextField {...textField('nameEn')} required />
          <TextField {...textField('nameFr')} required />
          <TextField {...textField('descriptionEn')} multiline minRows={2} />
          <TextField {...textField('descriptionFr')} multiline minRows={2} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...textField('priceCents')}
              helperText={textField('priceCents').helperText ?? t('staff.priceHint')}
              required
              fullWidth
              slotProps={money}
            />
            <TextField {...textField('depositCents')} fullWidth slotProps={money} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...textField('unit')} select fullWidth slotProps={select}>
              {PLAN_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`staff.units.${unit}`)}
                </option>
              ))}
            </TextField>
            <TextField {...textField('kind')} select fullWidth slotProps={select}>
              {PLAN_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`staff.kinds.${kind}`)}
                </option>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...textField('planGroup')}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
            />
            {/* A plan keeps its number: it is asked for only when adding one. */}
            {!plan && (
              <TextField
                {...textField('id')}
                fullWidth
                helperText={textField('id').helperText ?? t('staff.idHint')}
                slotProps={{ htmlInput: { inputMode: NUMBER_INPUT_MODE.integer } }}
              />
            )}
          </Stack>
          {features.length > 0 && (
            <Controller
              name="featureIds"
              control={control}
              render={({ field }) => (
                <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <FormLabel component="legend">
                    {fieldLabel(planInputSchema, 'featureIds', locale)}
                  </FormLabel>
                  <FormHelperText sx={{ mx: 0 }}>{t('staff.featuresHint')}</FormHelperText>
                  <FormGroup>
                    {features.map((feature) => (
                      <FormControlLabel
                        key={feature.id}
                        label={localName(feature, locale)}
                        control={
                          <Checkbox
                            checked={field.value.includes(feature.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, feature.id]
                                  : field.value.filter((id) => id !== feature.id),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </Stack>
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('staff.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={formState.isSubmitting}>
          {t('staff.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

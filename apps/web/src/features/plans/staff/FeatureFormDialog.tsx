import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FeatureInput } from '@rentals/domain/billing/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffFeatureFieldsFragment } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { CreateFeatureDocument, UpdateFeatureDocument } from '../api/feature-operations';
import { featureFormSchema, featureFormValues, type FeatureFormValues } from '../format/plan-form';

const FIELDS = ['nameEn', 'nameFr', 'subtitleEn', 'subtitleFr', 'informationEn', 'informationFr'] as const;

/** Add or edit a feature: its name, subtitle and information in both languages. */
export function FeatureFormDialog({
  feature,
  onClose,
  onSaved,
}: {
  feature: StaffFeatureFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('plans');
  const titleId = useId();
  const formId = `${titleId}-form`;
  const { textField, handleSubmit, setError, formError, formState } = useDomainForm<
    FeatureInput,
    FeatureFormValues
  >(featureFormSchema, featureFormValues(feature));
  const [create] = useMutation(CreateFeatureDocument);
  const [update] = useMutation(UpdateFeatureDocument);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (feature) await update({ variables: { id: feature.id, data } });
      else await create({ variables: { data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{feature ? t('staff.editFeature') : t('staff.addFeature')}</DialogTitle>
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
          <TextField {...textField('subtitleEn')} />
          <TextField {...textField('subtitleFr')} />
          <TextField {...textField('informationEn')} multiline minRows={3} />
          <TextField {...textField('informationFr')} multiline minRows={3} />
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
